import * as z from 'zod/mini';
import { REACTION_KINDS } from '../rules/reactions';
import { miniIdTextSchema } from './mini-ids';

/** Path of a stage's reactions (POST /api/venue/rooms/{roomId}/reactions). */
export const reactionPathSchema = z.object({ roomId: miniIdTextSchema });

/** One reaction an attendee sends (docs/rules/venue.md#reactions). */
export const reactionBodySchema = z.object({ kind: z.enum(REACTION_KINDS) });
export type ReactionBody = z.infer<typeof reactionBodySchema>;

/**
 * What `room:{roomId}` pushes as `reactions`: how many of each kind one instance took in the room
 * during its last window; kinds nobody sent are left out.
 */
export const reactionsPushSchema = z.object({ counts: z.partialRecord(z.enum(REACTION_KINDS), z.int().check(z.positive())) });
export type ReactionsPush = z.infer<typeof reactionsPushSchema>;

/** What `room:{roomId}` pushes as `people`: how many attendees are in the room now (docs/rules/venue.md#who-is-here). */
export const roomPeoplePushSchema = z.object({ total: z.int().check(z.nonnegative()) });
export type RoomPeoplePush = z.infer<typeof roomPeoplePushSchema>;
