import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { profileCalls } from '@aula/shared';
import { validationFailed } from '../../http/domain-error';
import { OK, route } from '../../http/route';
import type { AuthenticatedUser } from '../../plugins/auth';
import { enforceRateLimits } from '../rate-limit/guard';
import { registerImageUploads } from '../files/uploads';
import { imageChangeOf } from './service';

/** The message next to a current-password field that did not match. */
const WRONG_PASSWORD = 'validation.wrong_password';

/**
 * The signed-in user's profile under /api (docs/rules/accounts-and-sign-in.md#profile); the photo travels in a multipart body.
 * Password checks count like sign-ins (the same limits per client and account), so the profile
 * is no side door for guessing; a change of address mails like the sign-in pages do.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const { profile, accountGuards, rateLimits } = app.services;
  const signedIn = { auth: 'user' } as const;

  /** Refuses a wrong current password with `field`'s message, counted as a failed sign-in. */
  async function requireCurrentPassword(request: FastifyRequest & { user: AuthenticatedUser }, reply: FastifyReply, password: string, field: string): Promise<string> {
    const user = request.user;
    const email = await profile.emailOf(user);
    await accountGuards.beforeSignIn(reply, email, request.ip);
    if (!(await profile.passwordMatches(user, password))) {
      await accountGuards.signInFailed(email, request.ip);
      throw validationFailed({ [field]: WRONG_PASSWORD });
    }
    await accountGuards.signInSucceeded(email, request.ip);
    return email;
  }

  route(app, profileCalls.get, signedIn, async (request) => profile.get(request.user));

  route(app, profileCalls.setUserInfo, signedIn, async (request) =>
    profile.save(request.user, request.body, imageChangeOf(request.body.image)),
  );

  route(app, profileCalls.changePassword, signedIn, async (request, reply) => {
    await requireCurrentPassword(request, reply, request.body.currentPassword, 'currentPassword');
    await profile.changePassword(request.user, request.body.password);
    return OK;
  });

  route(app, profileCalls.changeEmail, signedIn, async (request, reply) => {
    await requireCurrentPassword(request, reply, request.body.password, 'password');
    const send = await accountGuards.mayMail(reply, 'changeEmail', request.body.email.toLowerCase(), request.ip);
    await profile.requestEmailChange(request.user, request.body.email, request.user.lang, send);
    return OK;
  });

  route(app, profileCalls.cancelEmailChange, signedIn, async (request) => {
    await profile.cancelEmailChange(request.user);
    return OK;
  });

  route(app, profileCalls.confirmEmailChange, {}, async (request, reply) => {
    await enforceRateLimits(rateLimits, reply, [{ key: `confirmEmailChange:ip:${request.ip}`, limit: app.config.rateLimit.perIp }]);
    await profile.confirmEmailChange(request.body.token);
    return OK;
  });
}
