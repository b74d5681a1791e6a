import type { FastifyInstance } from 'fastify';
import { notificationCalls, venueNotificationCalls } from '@aula/shared';
import { route } from '../../http/route';

/** In-app notifications (docs/rules/communications.md#in-app-notifications): the console's under /api/notifications, the venue's under /api/venue/notifications. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { notifications } = app.services;

  const signedIn = { auth: 'user' } as const;
  route(app, notificationCalls.list, signedIn, async (request) => notifications.list(request.user, request.params.eventId));
  route(app, notificationCalls.get, signedIn, async (request) => notifications.get(request.user, request.params.eventId, request.params.notificationId));
  route(app, notificationCalls.save, signedIn, async (request) => notifications.save(request.user, request.params.eventId, request.body));
  route(app, notificationCalls.cancel, signedIn, async (request) => notifications.cancel(request.user, request.params.eventId, request.params.notificationId));
  route(app, notificationCalls.delete, signedIn, async (request) => notifications.delete(request.user, request.params.eventId, request.params.notificationId));
  route(app, notificationCalls.audienceCount, signedIn, async (request) => notifications.audienceCount(request.user, request.params.eventId, request.body.audience));
  route(app, notificationCalls.options, signedIn, async (request) => notifications.options(request.user, request.params.eventId));

  const attendeeOnly = { auth: 'attendee' } as const;
  route(app, venueNotificationCalls.list, attendeeOnly, async (request) => notifications.venueList(request.attendee));
  route(app, venueNotificationCalls.delivered, attendeeOnly, async (request) => notifications.delivered(request.attendee, request.body.ids));
  route(app, venueNotificationCalls.read, attendeeOnly, async (request) => notifications.read(request.attendee, request.params.notificationId));
}
