import type { FastifyInstance } from 'fastify';
import { mailReminderCalls } from '@aula/shared';
import { route } from '../../http/route';

/** The event's automatic reminders (docs/rules/communications.md#reminders), under /api/mailReminders for organisers. */
export async function mailReminderRoutes(app: FastifyInstance): Promise<void> {
  const { mailReminders } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, mailReminderCalls.get, signedIn, async (request) => mailReminders.get(request.user, request.params.eventId));
  route(app, mailReminderCalls.save, signedIn, async (request) => mailReminders.save(request.user, request.params.eventId, request.body));
}
