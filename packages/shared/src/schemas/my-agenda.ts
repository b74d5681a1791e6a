import * as z from 'zod/mini';
import { miniIdTextSchema } from './mini-ids';

/** Path of one session of the attendee's own agenda (POST and DELETE /api/venue/my-agenda/{sessionId}). */
export const myAgendaSessionPathSchema = z.object({ sessionId: miniIdTextSchema });

/**
 * The attendee's own agenda (docs/rules/venue.md#my-agenda): the ids of the sessions they added,
 * in no particular order; the venue lists them in the agenda's time order. zod/mini: the venue loads it.
 */
export const myAgendaSchema = z.object({ sessionIds: z.array(z.int()) });
export type MyAgenda = z.infer<typeof myAgendaSchema>;
