import {
  pollSchema,
  pollsAfterQuerySchema,
  pollVoteBodySchema,
  pollVoteSchema,
  venuePollPathSchema,
  venuePollsSchema,
  venuePollStatusBodySchema,
  venueRoomPollsPathSchema,
  venueRoomPollsSchema,
} from '../schemas/polls';
import { defineCall } from './define-call';

/**
 * The venue's polls (docs/rules/communications.md#polls): the attendee sees the open and closed polls of the event's
 * visible rooms and votes once per poll; a moderator opens and closes a room's live polls.
 */
export const venuePollCalls = {
  eventPolls: defineCall({ method: 'GET', path: '/venue/polls', summary: "The event's open and closed polls, and the attendee's ballots", answer: venuePollsSchema }),
  roomPolls: defineCall({
    method: 'GET',
    path: '/venue/rooms/:roomId/polls',
    summary: "A room's polls changed after `after`, and the attendee's ballots",
    params: venueRoomPollsPathSchema,
    query: pollsAfterQuerySchema,
    answer: venueRoomPollsSchema,
  }),
  vote: defineCall({ method: 'POST', path: '/venue/polls/:pollId/vote', summary: 'Votes once in an open poll', params: venuePollPathSchema, body: pollVoteBodySchema, answer: pollVoteSchema }),
  setStatus: defineCall({
    method: 'POST',
    path: '/venue/polls/:pollId/status',
    summary: "A moderator opens or closes a live poll of the room",
    params: venuePollPathSchema,
    body: venuePollStatusBodySchema,
    answer: pollSchema,
  }),
};
