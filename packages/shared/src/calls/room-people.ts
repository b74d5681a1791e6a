import { roomPeoplePathSchema, roomPeopleSchema } from '../schemas/room-people';
import { defineCall } from './define-call';

/** Who is in a venue room now (docs/rules/venue.md#who-is-here). */
export const venueRoomPeopleCalls = {
  list: defineCall({
    method: 'GET',
    path: '/venue/rooms/:roomId/people',
    summary: 'How many attendees are in a room now and, where the event shows the attendee list, who',
    params: roomPeoplePathSchema,
    answer: roomPeopleSchema,
  }),
};
