import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, venueCalls } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import { OK, route } from '../../http/route';
import { enforceRateLimits } from '../rate-limit/guard';
import { normalizeEmail } from '../users/service';
import type { SignInClient } from './sign-in-service';

/**
 * The venue's sign-in calls under /api/venue/{code}: no token; limited as the organisers' are
 * (docs/decisions/0022-mail-after-the-answer-job-queue-and-slow-downs.md), with counters of their own per event and address.
 */
export async function venueSignInRoutes(app: FastifyInstance): Promise<void> {
  const { attendeeSignIn, attendeeGuards, rateLimits } = app.services;
  const perIp = (action: string, ip: string) => ({ key: `venue:${action}:ip:${ip}`, limit: app.config.rateLimit.perIp });
  // An attendee's address is only unique within its event.
  const accountKey = (code: string, email: string) => `${code.toUpperCase()}:${normalizeEmail(email)}`;
  const clientOf = (request: FastifyRequest): SignInClient => ({ userAgent: request.headers['user-agent'], lang: request.lang });

  route(app, venueCalls.login, {}, async (request, reply) => {
    const { code } = request.params;
    const account = accountKey(code, request.body.email);
    await attendeeGuards.beforeSignIn(reply, account, request.ip);
    try {
      const token = await attendeeSignIn.login(code, request.body, request.ip, clientOf(request));
      await attendeeGuards.signInSucceeded(account, request.ip);
      return token;
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.invalidCredentials) {
        await attendeeGuards.signInFailed(account, request.ip);
      }
      throw error;
    }
  });

  route(app, venueCalls.forgotPassword, {}, async (request, reply) => {
    const { code } = request.params;
    const send = await attendeeGuards.mayMail(reply, 'forgotPassword', accountKey(code, request.body.email), request.ip);
    await attendeeSignIn.requireHuman(request.body.captcha, request.ip);
    if (send) await attendeeSignIn.forgotPassword(code, request.body.email);
    return OK;
  });

  route(app, venueCalls.invitation, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('invitation', request.ip)]);
    return attendeeSignIn.invitation(request.params.code, request.body.token);
  });

  route(app, venueCalls.acceptInvitation, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('acceptInvitation', request.ip)]);
    return attendeeSignIn.acceptInvitation(request.params.code, request.body.token, request.body.password, clientOf(request));
  });

  route(app, venueCalls.resetPassword, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('resetPassword', request.ip)]);
    return attendeeSignIn.resetPassword(request.params.code, request.body.token, request.body.password, clientOf(request));
  });
}
