import type { FastifyInstance } from 'fastify';
import { attendeeInvitationCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The console's invitation call; an organiser's token only (an attendee's is never a user). */
export async function attendeeInvitationRoutes(app: FastifyInstance): Promise<void> {
  const { attendeeInvitations } = app.services;
  route(app, attendeeInvitationCalls.invite, { auth: 'user' }, async (request) => ({
    invited: await attendeeInvitations.invite(request.user, request.body),
  }));
}
