import type { FastifyInstance } from 'fastify';
import { wallCalls } from '@aula/shared';
import { route } from '../../http/route';
import { registerImageUploads, uploadedImageIn } from '../files/uploads';

/**
 * The social wall's calls (docs/rules/communications.md#social-wall): the venue's under /api/venue/wall for the signed-in
 * attendee (a post is multipart: its text and an optional image), the console's under /api/wall.
 * Who may follow the wall's two topics is decided here, once.
 */
export async function wallRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const { wall, topicAccess } = app.services;
  topicAccess.define('wall', (subscriber, eventId) => wall.mayFollowWall(subscriber, eventId));
  topicAccess.define('wallQueue', (subscriber, eventId) => wall.mayFollowQueue(subscriber, eventId));

  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, wallCalls.venueList, attendeeOnly, async (request) => wall.venueList(request.attendee, request.query));
  route(app, wallCalls.venuePost, attendeeOnly, async (request) => {
    const upload = uploadedImageIn(request.body);
    // An empty file part is no image: a form may send the field without a choice.
    return wall.venuePost(request.attendee, request.body.body, upload && upload.content.length > 0 ? upload : null);
  });
  route(app, wallCalls.venueLike, attendeeOnly, async (request) => wall.venueLike(request.attendee, request.params.postId, request.body.liked));
  route(app, wallCalls.venueDelete, attendeeOnly, async (request) => wall.venueDelete(request.attendee, request.params.postId));
  route(app, wallCalls.venueQueue, attendeeOnly, async (request) => wall.venueQueue(request.attendee, request.query));
  route(app, wallCalls.venueModerate, attendeeOnly, async (request) => wall.venueModerate(request.attendee, request.params.postId, request.body.decision));

  const signedIn = { auth: 'user' } as const;
  route(app, wallCalls.list, signedIn, async (request) => wall.list(request.user, request.params.eventId, request.query));
  route(app, wallCalls.moderate, signedIn, async (request) => wall.moderate(request.user, request.params.eventId, request.params.postId, request.body.decision));
  route(app, wallCalls.pin, signedIn, async (request) => wall.pin(request.user, request.params.eventId, request.params.postId, request.body.pinned));
}
