import type { FastifyInstance } from 'fastify';
import { venuePeopleCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The venue's people directory and profiles (docs/rules/venue.md#people); attendees only. */
export async function venuePeopleRoutes(app: FastifyInstance): Promise<void> {
  const { people } = app.services;
  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venuePeopleCalls.list, attendeeOnly, async (request) => people.list(request.attendee, request.query));
  route(app, venuePeopleCalls.filters, attendeeOnly, async (request) => people.filters(request.attendee));
  route(app, venuePeopleCalls.person, attendeeOnly, async (request) => people.person(request.attendee, request.params.accountId));
}
