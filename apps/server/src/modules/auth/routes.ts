import type { FastifyInstance } from 'fastify';
import {
  checkLinkTokenBodySchema,
  createUserBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resendVerificationBodySchema,
  setPasswordWithTokenBodySchema,
  verifyEmailBodySchema,
  type AuthToken,
  type Ok,
  ERROR_CODES,
} from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { enforceRateLimits } from '../rate-limit/guard';
import { normalizeEmail } from '../users/service';

const ok = { data: { ok: true } } as const satisfies { data: Ok };

/** The sign-in and account calls of SPEC §7 under /api. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, accounts, rateLimits, accountGuards } = app.services;
  const perIp = (action: string, ip: string) => ({ key: `${action}:ip:${ip}`, limit: app.config.rateLimit.perIp });

  api.post('/login', { schema: { body: loginBodySchema } }, async (request, reply): Promise<{ data: AuthToken }> => {
    const { username, password, captcha } = request.body;
    const email = normalizeEmail(username);
    await accountGuards.beforeSignIn(reply, email, request.ip);
    try {
      const token = await sessions.login({ email: username, password, captcha }, request.ip);
      await accountGuards.signInSucceeded(email, request.ip);
      return { data: token };
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.invalidCredentials) {
        await accountGuards.signInFailed(email, request.ip);
      }
      throw error;
    }
  });

  api.post('/createUser', { schema: { body: createUserBodySchema } }, async (request, reply) => {
    const notifyOwner = await accountGuards.mayMail(reply, 'createUser', normalizeEmail(request.body.username), request.ip);
    await sessions.requireHuman(request.body.captcha, request.ip);
    await accounts.signUp(request.body, { notifyOwner });
    return ok;
  });

  api.post('/verifyEmail', { schema: { body: verifyEmailBodySchema } }, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('verifyEmail', request.ip)]);
    await accounts.verifyEmail(request.body.token);
    return ok;
  });

  api.post('/resendVerification', { schema: { body: resendVerificationBodySchema } }, async (request, reply) => {
    const { username, lang } = request.body;
    if (await accountGuards.mayMail(reply, 'resendVerification', normalizeEmail(username), request.ip)) {
      await accounts.resendVerification(username, lang);
    }
    return ok;
  });

  api.post('/forgotPassword', { schema: { body: forgotPasswordBodySchema } }, async (request, reply) => {
    const { username, lang, captcha } = request.body;
    const send = await accountGuards.mayMail(reply, 'forgotPassword', normalizeEmail(username), request.ip);
    await sessions.requireHuman(captcha, request.ip);
    if (send) await accounts.forgotPassword(username, lang);
    return ok;
  });

  api.post('/checkLinkToken', { schema: { body: checkLinkTokenBodySchema } }, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('checkLinkToken', request.ip)]);
    await accounts.checkLinkToken(request.body.purpose, request.body.token);
    return ok;
  });

  api.post('/resetPassword', { schema: { body: setPasswordWithTokenBodySchema } }, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('resetPassword', request.ip)]);
    await accounts.resetPassword(request.body.token, request.body.password);
    return ok;
  });

  api.post('/createAccount', { schema: { body: setPasswordWithTokenBodySchema } }, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('createAccount', request.ip)]);
    await accounts.createAccount(request.body.token, request.body.password);
    return ok;
  });

  api.post('/refresh', { preHandler: requireUser }, async (request): Promise<{ data: AuthToken }> => ({
    data: await sessions.refresh(request.user!),
  }));

  api.post('/logout', { preHandler: requireUser }, async (request) => {
    await sessions.logout(request.user!);
    return ok;
  });
}
