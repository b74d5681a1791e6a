import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, authCalls } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import { OK, route } from '../../http/route';
import { enforceRateLimits } from '../rate-limit/guard';
import { normalizeEmail } from '../users/service';

/** The sign-in and account calls under /api (docs/rules/calls.md#account-calls). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, accounts, rateLimits, accountGuards } = app.services;
  const perIp = (action: string, ip: string) => ({ key: `${action}:ip:${ip}`, limit: app.config.rateLimit.perIp });

  route(app, authCalls.login, {}, async (request, reply) => {
    const { username, password, captcha } = request.body;
    const email = normalizeEmail(username);
    await accountGuards.beforeSignIn(reply, email, request.ip);
    try {
      const token = await sessions.login({ email: username, password, captcha }, request.ip);
      await accountGuards.signInSucceeded(email, request.ip);
      return token;
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.invalidCredentials) {
        await accountGuards.signInFailed(email, request.ip);
      }
      throw error;
    }
  });

  route(app, authCalls.createUser, {}, async (request, reply) => {
    const notifyOwner = await accountGuards.mayMail(reply, 'createUser', normalizeEmail(request.body.username), request.ip);
    await sessions.requireHuman(request.body.captcha, request.ip);
    await accounts.signUp(request.body, { notifyOwner });
    return OK;
  });

  route(app, authCalls.verifyEmail, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('verifyEmail', request.ip)]);
    await accounts.verifyEmail(request.body.token);
    return OK;
  });

  route(app, authCalls.resendVerification, {}, async (request, reply) => {
    const { username, lang } = request.body;
    if (await accountGuards.mayMail(reply, 'resendVerification', normalizeEmail(username), request.ip)) {
      await accounts.resendVerification(username, lang);
    }
    return OK;
  });

  route(app, authCalls.forgotPassword, {}, async (request, reply) => {
    const { username, lang, captcha } = request.body;
    const send = await accountGuards.mayMail(reply, 'forgotPassword', normalizeEmail(username), request.ip);
    await sessions.requireHuman(captcha, request.ip);
    if (send) await accounts.forgotPassword(username, lang);
    return OK;
  });

  route(app, authCalls.checkLinkToken, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('checkLinkToken', request.ip)]);
    await accounts.checkLinkToken(request.body.purpose, request.body.token);
    return OK;
  });

  route(app, authCalls.resetPassword, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('resetPassword', request.ip)]);
    await accounts.resetPassword(request.body.token, request.body.password);
    return OK;
  });

  route(app, authCalls.createAccount, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('createAccount', request.ip)]);
    await accounts.createAccount(request.body.token, request.body.password);
    return OK;
  });

  route(app, authCalls.refresh, { auth: 'user' }, async (request) => sessions.refresh(request.user));

  route(app, authCalls.logout, { auth: 'user' }, async (request) => {
    await sessions.logout(request.user);
    return OK;
  });
}
