import * as z from 'zod/mini';
import { chatPersonSchema } from './chat';
import { miniIdTextSchema } from './mini-ids';
import type { AttendeeListVisibility } from './registration';

/**
 * Whether the event's choice of who sees the attendee list in the venue lets this attendee see it
 * (docs/rules/venue.md#who-is-here): everyone, moderators only, or nobody.
 */
export function maySeeAttendeeList(visibility: AttendeeListVisibility, moderator: boolean): boolean {
  return visibility === 'everyone' || (visibility === 'moderators' && moderator);
}

/** How many of a room's people the venue lists; the count says how many there are in all. */
export const ROOM_PEOPLE_SHOWN = 50;

/** Path of a room's people (GET /api/venue/rooms/{roomId}/people). */
export const roomPeoplePathSchema = z.object({ roomId: miniIdTextSchema });

/**
 * Who is in a room now (docs/rules/venue.md#who-is-here): how many, and, where the event lets this
 * attendee see the attendee list, up to ROOM_PEOPLE_SHOWN of them by name; `people` is null where it does not.
 */
export const roomPeopleSchema = z.object({ total: z.int(), people: z.nullable(z.array(chatPersonSchema)) });
export type RoomPeople = z.infer<typeof roomPeopleSchema>;
