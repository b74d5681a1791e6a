import { myAgendaFeedSchema, myAgendaRemindersSchema, myAgendaSchema, myAgendaSessionPathSchema } from '../schemas/my-agenda';
import { defineCall } from './define-call';

/** The attendee's own agenda (docs/rules/venue.md#my-agenda): sessions of their event they add and remove, each call answering the whole list. */
export const venueMyAgendaCalls = {
  list: defineCall({ method: 'GET', path: '/venue/my-agenda', summary: "The sessions of the attendee's own agenda", answer: myAgendaSchema }),
  add: defineCall({
    method: 'POST',
    path: '/venue/my-agenda/:sessionId',
    summary: "Adds a session of the attendee's event to their own agenda; adding it again changes nothing",
    params: myAgendaSessionPathSchema,
    answer: myAgendaSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/venue/my-agenda/:sessionId',
    summary: "Removes a session from the attendee's own agenda; removing one that is not there changes nothing",
    params: myAgendaSessionPathSchema,
    answer: myAgendaSchema,
  }),
  saveReminders: defineCall({
    method: 'POST',
    path: '/venue/my-agenda/reminders',
    summary: "Sets how long before each session of the attendee's own agenda they are reminded, and whether by e-mail too",
    body: myAgendaRemindersSchema,
    answer: myAgendaSchema,
  }),
  newFeed: defineCall({
    method: 'POST',
    path: '/venue/my-agenda/feed',
    summary: "Makes a new private calendar link to the attendee's own agenda; the link before it stops working",
    answer: myAgendaFeedSchema,
  }),
};
