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
} from '@aula/shared';
import { requireUser } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { enforceRateLimits } from '../rate-limit/guard';
import { normalizeEmail } from '../users/service';

const ok = { data: { ok: true } } as const satisfies { data: Ok };

/** The sign-in and account calls of SPEC §7 under /api. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, accounts, rateLimits } = app.services;
  const limits = app.config.rateLimit;
  const perIp = (action: string, ip: string) => ({ key: `${action}:ip:${ip}`, limit: limits.perIp });
  const perAccount = (action: string, email: string) => ({ key: `${action}:account:${normalizeEmail(email)}`, limit: limits.perAccount });
  // Mails to one address share one budget, whichever call sends them.
  const mailsTo = (email: string) => ({ key: `mail:account:${normalizeEmail(email)}`, limit: limits.resetMailsPerAccount });

  api.post('/login', { schema: { body: loginBodySchema } }, async (request, reply): Promise<{ data: AuthToken }> => {
    const { username, password, captcha } = request.body;
    await enforceRateLimits(rateLimits, reply, [perIp('login', request.ip), perAccount('login', username)]);
    return { data: await sessions.login({ email: username, password, captcha }, request.ip) };
  });

  api.post('/createUser', { schema: { body: createUserBodySchema } }, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('createUser', request.ip), mailsTo(request.body.username)]);
    await sessions.requireHuman(request.body.captcha, request.ip);
    await accounts.signUp(request.body);
    return ok;
  });

  api.post('/verifyEmail', { schema: { body: verifyEmailBodySchema } }, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [perIp('verifyEmail', request.ip)]);
    await accounts.verifyEmail(request.body.token);
    return ok;
  });

  api.post('/resendVerification', { schema: { body: resendVerificationBodySchema } }, async (request, reply) => {
    const { username, lang } = request.body;
    await enforceRateLimits(rateLimits, reply, [perIp('resendVerification', request.ip), mailsTo(username)]);
    await accounts.resendVerification(username, lang);
    return ok;
  });

  api.post('/forgotPassword', { schema: { body: forgotPasswordBodySchema } }, async (request, reply) => {
    const { username, lang, captcha } = request.body;
    await enforceRateLimits(rateLimits, reply, [perIp('forgotPassword', request.ip), mailsTo(username)]);
    await sessions.requireHuman(captcha, request.ip);
    await accounts.forgotPassword(username, lang);
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
