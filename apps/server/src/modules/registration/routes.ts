import type { FastifyInstance } from 'fastify';
import { registrationCalls } from '@aula/shared';
import { OK, route } from '../../http/route';
import { enforceRateLimits } from '../rate-limit/guard';
import { normalizeEmail } from '../users/service';

/** The organisers' registration calls: an organiser's token only (an attendee's is never a user). */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { registrations, topicAccess } = app.services;
  const organiser = { auth: 'user' } as const;
  topicAccess.define('registrations', registrations.mayFollow);

  route(app, registrationCalls.settings, organiser, async (request) => registrations.settings(request.user, request.params.eventId));
  route(app, registrationCalls.saveSettings, organiser, async (request) => registrations.saveSettings(request.user, request.params.eventId, request.body));
  route(app, registrationCalls.queue, organiser, async (request) => registrations.queue(request.user, request.params.eventId));
  route(app, registrationCalls.approve, organiser, async (request) => {
    await registrations.approve(request.user, request.params.eventId, request.body.registrationId);
    return OK;
  });
  route(app, registrationCalls.reject, organiser, async (request) => {
    await registrations.reject(request.user, request.params.eventId, request.body.registrationId);
    return OK;
  });
}

/**
 * The registration page's calls under /api/venue/{code}: no token. Registering is limited and
 * bot-checked exactly as the venue's other mailing calls and the organisers' sign-up are
 * (docs/decisions/0022-mail-after-the-answer-job-queue-and-slow-downs.md).
 */
export async function venueRegistrationRoutes(app: FastifyInstance): Promise<void> {
  const { registrations, attendeeSignIn, attendeeGuards, rateLimits } = app.services;
  const perIp = (action: string, ip: string) => ({ key: `venue:${action}:ip:${ip}`, limit: app.config.rateLimit.perIp });

  route(app, registrationCalls.form, {}, async (request) => registrations.form(request.params.code));

  route(app, registrationCalls.register, {}, async (request, reply) => {
    const { code } = request.params;
    // An attendee's address is only unique within its event, as on sign-in.
    const mail = await attendeeGuards.mayMail(reply, 'register', `${code.toUpperCase()}:${normalizeEmail(request.body.email)}`, request.ip);
    await attendeeSignIn.requireHuman(request.body.captcha, request.ip);
    await registrations.register(code, request.body, { mail });
    return OK;
  });

  route(app, registrationCalls.confirm, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('confirmRegistration', request.ip)]);
    return registrations.confirm(request.params.code, request.body.token);
  });
}
