import type { FastifyInstance } from 'fastify';
import { TEAMS_CONSENT_CALLBACK_PATH, meetingIntegrationCalls, venueMeetingCalls } from '@aula/shared';
import { route } from '../../http/route';
import { languageFromHeader } from '../../i18n/messages';
import { enforceRateLimits } from '../rate-limit/guard';
import { teamsConsentPage } from './teams-consent-page';
import type { TeamsConsentAnswer } from './teams-consent';

/** Microsoft's answer fields that are single strings; a repeated or missing one counts as absent. */
function consentAnswerOf(query: unknown): TeamsConsentAnswer {
  const fields = (query ?? {}) as Record<string, unknown>;
  const text = (name: keyof TeamsConsentAnswer) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  return { state: text('state'), admin_consent: text('admin_consent'), error: text('error'), error_description: text('error_description') };
}

/** The event's meeting integrations under /api/meetingIntegrations for its organisers (with Teams' consent and its return), and the venue's join of a meeting room. */
export async function meetingIntegrationRoutes(app: FastifyInstance): Promise<void> {
  const { meetingIntegrations, meetingJoins, teamsConsent, rateLimits } = app.services;
  const signedIn = { auth: 'user' } as const;
  route(app, meetingIntegrationCalls.list, signedIn, async (request) => meetingIntegrations.list(request.user, request.params.eventId));
  route(app, meetingIntegrationCalls.save, signedIn, async (request) =>
    meetingIntegrations.save(request.user, request.params.eventId, request.params.provider, request.body),
  );
  route(app, meetingIntegrationCalls.test, signedIn, async (request) =>
    meetingIntegrations.test(request.user, request.params.eventId, request.params.provider, request.body),
  );
  route(app, meetingIntegrationCalls.teamsConsent, signedIn, async (request) => teamsConsent.start(request.user, request.params.eventId));
  // Microsoft's redirect after the admin consent, opened in the consent window without the console's token: the state is the proof.
  // Limited per address as the other token-checking calls without a sign-in are.
  app.get(TEAMS_CONSENT_CALLBACK_PATH, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [{ key: `teamsConsent:ip:${request.ip}`, limit: app.config.rateLimit.perIp }]);
    const outcome = await teamsConsent.finish(consentAnswerOf(request.query));
    const page = teamsConsentPage(outcome, languageFromHeader(request.headers['accept-language']));
    return reply
      .status(outcome.kind === 'invalid' ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  });
  route(app, meetingIntegrationCalls.organiserJoin, signedIn, async (request) =>
    meetingJoins.organiserJoin(request.user, request.params.eventId, request.params.roomId),
  );
  route(app, venueMeetingCalls.join, { auth: 'attendee' }, async (request) => meetingJoins.venueJoin(request.attendee, request.params.roomId));
}
