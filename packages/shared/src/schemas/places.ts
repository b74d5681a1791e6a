import { z } from 'zod';
import { placeComponentSchema } from './event-fields';
import { languageSchema } from './primitives';

/** One answer of GET /api/searchPlaces: what the list shows, what goes into the location field, and the address. */
export const placeSuggestionSchema = z.object({
  label: z.string(),
  /** The text that goes into the event's location field. */
  location: z.string(),
  address: z.array(placeComponentSchema),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** GET /api/searchPlaces?q=…&lang=…: the typed text, 2 to 100 characters after trimming. */
export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'validation.invalid').max(100, 'validation.invalid'),
  lang: z.optional(languageSchema),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;
