import { okSchema } from '../schemas/auth';
import { eventListPageSchema, eventListQuerySchema } from '../schemas/event-list';
import {
  deleteEventBodySchema,
  eventIdPathSchema,
  eventInfoSchema,
  eventListItemSchema,
  eventListSchema,
  eventShortInfoSchema,
  importResultSchema,
  publishEventResultSchema,
  saveEventBodySchema,
  saveEventResultSchema,
} from '../schemas/events';
import { defineCall } from './define-call';

/** The events of the caller's company (docs/rules/calls.md#event-calls); the save and import bodies are multipart. */
export const eventCalls = {
  list: defineCall({ method: 'GET', path: '/events', summary: "Every event of the company, latest start first", answer: eventListSchema }),
  page: defineCall({
    method: 'GET',
    path: '/eventsPage',
    summary: 'One page of the events list under its tab, search and filters',
    query: eventListQuerySchema,
    answer: eventListPageSchema,
  }),
  get: defineCall({ method: 'GET', path: '/event/:id', summary: "One event's setup", params: eventIdPathSchema, answer: eventInfoSchema }),
  save: defineCall({
    method: 'POST',
    path: '/event',
    summary: 'Creates (id 0) or saves an event (multipart: the fields and an optional image)',
    body: saveEventBodySchema,
    answer: saveEventResultSchema,
  }),
  delete: defineCall({ method: 'POST', path: '/deleteEvent', summary: 'Deletes an event', body: deleteEventBodySchema, answer: okSchema }),
  publish: defineCall({
    method: 'POST',
    path: '/publishEvent/:id',
    summary: 'Publishes an event and answers its code',
    params: eventIdPathSchema,
    answer: publishEventResultSchema,
  }),
  duplicate: defineCall({
    method: 'POST',
    path: '/duplicateEvent/:id',
    summary: 'Copies an event as a draft',
    params: eventIdPathSchema,
    answer: eventListItemSchema,
  }),
  export: defineCall({ method: 'GET', path: '/exportEvent/:id', summary: 'The event as an export file', params: eventIdPathSchema }),
  import: defineCall({
    method: 'POST',
    path: '/importEvent',
    summary: 'Creates an event from an export file (multipart `file`); all or nothing',
    answer: importResultSchema,
  }),
  shortInfo: defineCall({
    method: 'GET',
    path: '/eventShortInfo/:id',
    summary: "An event's name, code and image for the toolbar",
    params: eventIdPathSchema,
    answer: eventShortInfoSchema,
  }),
};
