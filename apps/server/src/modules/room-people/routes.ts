import type { FastifyInstance } from 'fastify';
import { venueRoomPeopleCalls } from '@aula/shared';
import { route } from '../../http/route';

/** Who is in a venue room now (docs/rules/venue.md#who-is-here), for the event's attendees. */
export async function roomPeopleRoutes(app: FastifyInstance): Promise<void> {
  const { roomPeople } = app.services;
  route(app, venueRoomPeopleCalls.list, { auth: 'attendee' }, async (request) => roomPeople.list(request.attendee, request.params.roomId));
}
