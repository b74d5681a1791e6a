import { z } from 'zod';
import { EVENT_LOCATION_MAX_LENGTH, dateStringSchema, eventStatusSchema, eventTimeTabSchema } from './event-fields';
import { eventListItemSchema } from './events';

/** The longest search text: the longest field it can match (a location). */
export const EVENT_SEARCH_MAX_LENGTH = EVENT_LOCATION_MAX_LENGTH;
/** A page number beyond any real list; larger numbers are refused rather than scanned for. */
export const EVENT_LIST_MAX_PAGE = 100_000;

/** A query parameter given empty counts as not given, as a form would send it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /api/eventsPage query parameters (the events list's tab, search, advanced filter and page).
 * The web app writes the same names into its URL. Unknown parameters are refused, so a typo never
 * silently widens the list.
 */
export const eventListQuerySchema = z.strictObject({
  tab: optional(eventTimeTabSchema).transform((tab) => tab ?? 'all'),
  q: z
    .string()
    .max(EVENT_SEARCH_MAX_LENGTH, { error: `validation.max_${EVENT_SEARCH_MAX_LENGTH}` })
    .default(''),
  startFrom: optional(dateStringSchema),
  startTo: optional(dateStringSchema),
  endFrom: optional(dateStringSchema),
  endTo: optional(dateStringSchema),
  status: optional(eventStatusSchema),
  page: optional(z.coerce.number().int().min(1).max(EVENT_LIST_MAX_PAGE)).transform((page) => page ?? 1),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** The answer of GET /api/eventsPage: one page of rows in the list's order, latest start first. */
export const eventListPageSchema = z.object({
  rows: z.array(eventListItemSchema),
  /** The page answered: the one asked for, or the last one when that is beyond the end. */
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Events that match the query. */
  total: z.number().int(),
  /** Every event of the company, whatever the query; zero sends a new account to create one. */
  companyTotal: z.number().int(),
  /** The instant (ISO 8601, UTC) tabs and status were judged at; rows derive their status chip from it. */
  now: z.string(),
});
export type EventListPage = z.infer<typeof eventListPageSchema>;
