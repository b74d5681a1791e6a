import * as z from 'zod/mini';
import { okSchema } from '../schemas/common-answers';
import {
  deletePollBodySchema,
  pollPathSchema,
  pollSchema,
  pollsAfterQuerySchema,
  pollsPathSchema,
  pollStatusBodySchema,
  roomPollsPathSchema,
  savePollBodySchema,
} from '../schemas/polls';
import { defineCall } from './define-call';

/**
 * The console's polls and live polls (docs/rules/communications.md#polls). Every call checks the event against the
 * caller's company, and the room, session and poll against the event; organisers always see
 * results, also those hidden from attendees until the poll closes.
 */
export const pollCalls = {
  list: defineCall({ method: 'GET', path: '/polls/:eventId', summary: "The event's polls with their results, by room", params: pollsPathSchema, answer: z.array(pollSchema) }),
  get: defineCall({ method: 'GET', path: '/poll/:eventId/:pollId', summary: 'One poll with its results', params: pollPathSchema, answer: pollSchema }),
  roomPolls: defineCall({
    method: 'GET',
    path: '/roomPolls/:eventId/:roomId',
    summary: "A room's polls changed after `after` (the catch-up of `polls:{roomId}`)",
    params: roomPollsPathSchema,
    query: pollsAfterQuerySchema,
    answer: z.array(pollSchema),
  }),
  save: defineCall({ method: 'POST', path: '/poll', summary: 'Adds a poll (id 0) or saves one', body: savePollBodySchema, answer: pollSchema }),
  setStatus: defineCall({ method: 'POST', path: '/pollStatus', summary: 'Opens, closes, archives or reopens a poll', body: pollStatusBodySchema, answer: pollSchema }),
  delete: defineCall({ method: 'POST', path: '/deletePoll', summary: 'Deletes a draft or an archived poll', body: deletePollBodySchema, answer: okSchema }),
  exportCsv: defineCall({ method: 'GET', path: '/pollResults/:eventId/:pollId', summary: "A poll's results as a CSV file in the caller's language", params: pollPathSchema }),
};
