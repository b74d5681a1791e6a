import * as z from 'zod/mini';
import { miniIdTextSchema } from '../schemas/mini-ids';
import { defineCall } from './define-call';

export const venueBoothPathSchema = z.object({ roomId: miniIdTextSchema });

/**
 * A booth as the venue shows it: the logo's and files' public addresses, the plain-text
 * description and the links; written with zod/mini for the venue's bundle.
 */
export const venueBoothSchema = z.object({
  roomId: z.number(),
  logoUrl: z.nullable(z.string()),
  description: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  files: z.array(z.object({ url: z.string(), fileName: z.string(), contentType: z.string(), byteSize: z.number() })),
});
export type VenueBooth = z.infer<typeof venueBoothSchema>;

/** An expo room's booth in the venue (docs/rules/venue.md#expo-booths). */
export const venueBoothCalls = {
  get: defineCall({
    method: 'GET',
    path: '/venue/booths/:roomId',
    summary: "A visible expo room's booth of the attendee's event",
    params: venueBoothPathSchema,
    answer: venueBoothSchema,
  }),
};
