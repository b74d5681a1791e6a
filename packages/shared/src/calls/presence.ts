import { onlineAccountsSchema, presencePathSchema } from '../schemas/presence';
import { defineCall } from './define-call';

/** The console's view of attendees online in the venue (docs/rules/venue.md#presence); live changes come over /api/ws as `presence`. */
export const presenceCalls = {
  accountsOnline: defineCall({
    method: 'GET',
    path: '/accountsOnline/:eventId',
    summary: "The event's attendees online now, in all and per room",
    params: presencePathSchema,
    answer: onlineAccountsSchema,
  }),
};
