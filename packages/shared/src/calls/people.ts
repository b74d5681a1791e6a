import { venuePeopleFiltersSchema, venuePeopleQuerySchema, venuePeopleSchema, venuePersonPathSchema, venuePersonSchema } from '../schemas/people';
import { defineCall } from './define-call';

/** The venue's people directory and profiles (docs/rules/venue.md#people). */
export const venuePeopleCalls = {
  list: defineCall({
    method: 'GET',
    path: '/venue/people',
    summary: "The event's listed people by name, searched and filtered, a page at a time",
    query: venuePeopleQuerySchema,
    answer: venuePeopleSchema,
  }),
  filters: defineCall({ method: 'GET', path: '/venue/people/filters', summary: 'The companies and public groups the directory filters by', answer: venuePeopleFiltersSchema }),
  person: defineCall({
    method: 'GET',
    path: '/venue/people/:accountId',
    summary: "A listed person's or a speaker's profile",
    params: venuePersonPathSchema,
    answer: venuePersonSchema,
  }),
};
