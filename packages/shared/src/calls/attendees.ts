import { okSchema } from '../schemas/auth';
import { attendeeAccountSchema } from '../schemas/attendees';
import {
  attendeeGroupListSchema,
  attendeeListPageSchema,
  attendeeListQuerySchema,
  attendeePathSchema,
  attendeeSelectionSchema,
  attendeesPathSchema,
  deleteAttendeesResultSchema,
  saveAttendeeBodySchema,
} from '../schemas/attendees-list';
import { defineCall } from './define-call';

/**
 * The console's calls on an event's attendee accounts (docs/rules/attendees.md). Every call checks that
 * the event belongs to the caller's company and the account to the event; the photo is multipart.
 */
export const attendeeCalls = {
  list: defineCall({
    method: 'GET',
    path: '/accounts/:eventId',
    summary: "One page of the event's accounts under the search, filters and sort",
    params: attendeesPathSchema,
    query: attendeeListQuerySchema,
    answer: attendeeListPageSchema,
  }),
  get: defineCall({ method: 'GET', path: '/account/:eventId/:accountId', summary: 'One account', params: attendeePathSchema, answer: attendeeAccountSchema }),
  save: defineCall({
    method: 'POST',
    path: '/account',
    summary: 'Adds an account (id 0) or saves one; the e-mail is unique within the event',
    body: saveAttendeeBodySchema,
    answer: attendeeAccountSchema,
  }),
  setPhoto: defineCall({
    method: 'POST',
    path: '/accountPhoto/:eventId/:accountId',
    summary: "Sets the account's photo (multipart field `file`: PNG or JPEG, at most 1 MB, square, at least 500x500 px)",
    params: attendeePathSchema,
    answer: attendeeAccountSchema,
  }),
  removePhoto: defineCall({
    method: 'POST',
    path: '/deleteAccountPhoto/:eventId/:accountId',
    summary: "Removes the account's photo",
    params: attendeePathSchema,
    answer: attendeeAccountSchema,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/deleteAccounts/:eventId',
    summary: 'Deletes the chosen accounts, or every account the filter matches, all or nothing',
    params: attendeesPathSchema,
    body: attendeeSelectionSchema,
    answer: deleteAttendeesResultSchema,
  }),
  exportCsv: defineCall({
    method: 'POST',
    path: '/exportAccounts/:eventId',
    summary: 'The chosen accounts, or every account the filter matches, as a CSV file in the caller language',
    params: attendeesPathSchema,
    body: attendeeSelectionSchema,
  }),
  groups: defineCall({
    method: 'GET',
    path: '/accountGroups/:eventId',
    summary: "The groups the event's accounts use, each once, alphabetically",
    params: attendeesPathSchema,
    answer: attendeeGroupListSchema,
  }),
  exportData: defineCall({
    method: 'GET',
    path: '/accountData/:eventId/:accountId',
    summary: 'Everything held about one account, as a JSON file (personal data export)',
    params: attendeePathSchema,
  }),
  erase: defineCall({
    method: 'POST',
    path: '/eraseAccount/:eventId/:accountId',
    summary: "Erases an account's personal data; the emptied row stays so that activity stays counted",
    params: attendeePathSchema,
    answer: okSchema,
  }),
};
