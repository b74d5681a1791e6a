import type { FastifyInstance } from 'fastify';
import { venueReactionCalls } from '@aula/shared';
import { route } from '../../http/route';

/** Live reactions on a stage (docs/rules/venue.md#reactions), and who may follow a room's topic. */
export async function reactionsRoutes(app: FastifyInstance): Promise<void> {
  const { reactions, topicAccess } = app.services;
  topicAccess.define('room', (subscriber, roomId) => reactions.mayFollow(subscriber, roomId));
  app.addHook('preClose', async () => reactions.stop());
  route(app, venueReactionCalls.react, { auth: 'attendee' }, async (request) => reactions.react(request.attendee, request.params.roomId, request.body.kind));
}
