import * as z from 'zod/mini';
import { miniIdTextSchema } from './mini-ids';

/** Path of one session of the attendee's own agenda (POST and DELETE /api/venue/my-agenda/{sessionId}). */
export const myAgendaSessionPathSchema = z.object({ sessionId: miniIdTextSchema });

/**
 * The attendee's own agenda (docs/rules/venue.md#my-agenda): the ids of the sessions they added,
 * in no particular order (the venue lists them in the agenda's time order), and whether they have
 * a calendar link; the link itself is shown once, when it is made. zod/mini: the venue loads it.
 */
export const myAgendaSchema = z.object({ sessionIds: z.array(z.int()), feed: z.boolean() });
export type MyAgenda = z.infer<typeof myAgendaSchema>;

/** POST /api/venue/my-agenda/feed: the new private calendar link; the one before it stops working. */
export const myAgendaFeedSchema = z.object({ url: z.string() });
export type MyAgendaFeed = z.infer<typeof myAgendaFeedSchema>;
