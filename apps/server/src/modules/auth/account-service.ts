import { asLanguage, type CompanyRole, type CreateUserBody, type Language, type SetPasswordLinkPurpose } from '@aula/shared';
import { composeMail, type MailContent } from '../../adapters/mail/compose';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/domain-error';
import type { JobQueue } from '../../jobs/queue';
import type { AlsoInTransaction, UserRow, UsersService } from '../users/service';
import { tokenInvalid } from './errors';
import {
  activationMailJob,
  invitationMailJob,
  passwordResetJob,
  resendVerificationJob,
  signupAttemptJob,
} from './mail-jobs';
import { activationMail, invitationMail, passwordResetMail, signupAttemptMail } from './mail-texts';
import type { PasswordPolicy } from './password-policy';
import { hashPassword } from './passwords';
import { createAuthRepository, type OneTimeTokenKind } from './repository';
import type { SessionService } from './service';
import { hashToken, newOpaqueToken } from './tokens';

type AccountDeps = {
  db: Database;
  users: UsersService;
  sessions: SessionService;
  passwordPolicy: PasswordPolicy;
  mail: Mailer;
  jobs: JobQueue;
  config: Config;
  now: () => Date;
};

const tokenKindOf: Record<SetPasswordLinkPurpose, OneTimeTokenKind> = { reset: 'password_reset', invite: 'invite' };

/**
 * Sign-up, activation, password reset and invitations: everything that goes through an e-mailed,
 * single-use link. Answers never reveal whether an address is registered: the calls that mail
 * only queue a job, the same for a known and an unknown address, and the worker looks the
 * address up, makes the link and sends the mail after the answer has left.
 */
export function createAccountService(deps: AccountDeps) {
  const { users, jobs, config, now } = deps;
  const repository = createAuthRepository(deps.db);
  const link = (path: string) => `${config.publicUrl}${path}`;

  // A failed send throws, so the queue tries again later.
  const deliver = (to: string, content: MailContent, lang: Language) => deps.mail.send(composeMail(to, content, lang));

  /** A fresh single-use token of `kind`; older ones of the same kind stop working. */
  async function issueOneTimeToken(userId: number, kind: OneTimeTokenKind, ttlMs: number): Promise<string> {
    const token = newOpaqueToken();
    await repository.discardOneTimeTokens(userId, kind, now());
    await repository.insertOneTimeToken(userId, kind, hashToken(token), new Date(now().getTime() + ttlMs));
    return token;
  }

  async function sendActivation(user: UserRow | null, lang: Language): Promise<void> {
    if (!user || user.active || !user.passwordHash) return;
    const hours = config.tokens.verifyTtlHours;
    const token = await issueOneTimeToken(user.id, 'verify_email', hours * 3600_000);
    const url = link(`/auth/email-verification/${token}`);
    await deliver(user.email, activationMail(lang, { firstName: user.firstName, url, hours }), lang);
  }

  /** Sets a password from an e-mailed link; the link is used up and every session ends. */
  async function setPasswordWithToken(kind: OneTimeTokenKind, token: string, password: string): Promise<void> {
    const found = await repository.findUsableOneTimeToken(kind, hashToken(token), now());
    const user = found ? await users.findById(found.userId) : null;
    if (!found || !user) throw tokenInvalid();
    await deps.passwordPolicy.assertAcceptable(password, user);
    const passwordHash = await hashPassword(password);
    if (!(await repository.consumeOneTimeToken(found.id, now()))) throw tokenInvalid();
    await users.setPasswordAndActivate(user.id, passwordHash);
    await deps.sessions.endUserSessions(user.id);
    await repository.discardOneTimeTokens(user.id, 'password_reset', now());
    await repository.discardOneTimeTokens(user.id, 'invite', now());
  }

  jobs.handle(activationMailJob, async ({ userId, lang }) => sendActivation(await users.findById(userId), lang));
  jobs.handle(resendVerificationJob, async ({ email, lang }) => {
    const user = await users.findByEmail(email);
    await sendActivation(user, lang ?? asLanguage(user?.lang ?? 'en'));
  });
  jobs.handle(signupAttemptJob, async ({ email }) => {
    const owner = await users.findByEmail(email);
    if (!owner) return;
    await deliver(
      owner.email,
      signupAttemptMail(asLanguage(owner.lang), {
        firstName: owner.firstName,
        loginUrl: link('/auth/login'),
        resetUrl: link('/auth/forgot-password'),
      }),
      asLanguage(owner.lang),
    );
  });
  jobs.handle(passwordResetJob, async ({ email, lang }) => {
    const user = await users.findByEmail(email);
    if (!user) return;
    const minutes = config.tokens.resetTtlMinutes;
    const token = await issueOneTimeToken(user.id, 'password_reset', minutes * 60_000);
    const url = link(`/auth/reset-password/${token}`);
    await deliver(user.email, passwordResetMail(lang, { firstName: user.firstName, url, minutes }), lang);
  });
  jobs.handle(invitationMailJob, async ({ userId, lang, inviter }) => {
    const user = await users.findById(userId);
    if (!user || user.passwordHash) return;
    const days = config.tokens.inviteTtlDays;
    const token = await issueOneTimeToken(user.id, 'invite', days * 24 * 3600_000);
    const url = link(`/auth/create-account/${token}`);
    await deliver(user.email, invitationMail(lang, { firstName: user.firstName, inviter, url, days }), lang);
  });

  return {
    /**
     * POST /createUser: a new inactive owner with a trial company and an activation mail. For a
     * registered address the owner gets a "someone tried to sign up" mail instead, unless
     * `notifyOwner` is false (too many such mails already); the caller sees the same answer either
     * way, after the same password checks and hashing.
     */
    async signUp(input: CreateUserBody, options: { notifyOwner: boolean } = { notifyOwner: true }): Promise<void> {
      const person = { email: input.username, firstName: input.first_name, lastName: input.last_name };
      await deps.passwordPolicy.assertAcceptable(input.password, person);
      const passwordHash = await hashPassword(input.password);
      const created = await users.createOwnerWithCompany(
        {
          email: input.username,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          instance: input.instance,
          lang: input.lang,
        },
        (tx, user) => jobs.enqueue(activationMailJob, { userId: user.id, lang: input.lang }, tx),
      );
      if (created) return jobs.nudge();
      if (options.notifyOwner) await jobs.enqueue(signupAttemptJob, { email: input.username });
    },

    /** POST /verifyEmail: uses up an activation link and activates the account. */
    async verifyEmail(token: string): Promise<void> {
      const found = await repository.findUsableOneTimeToken('verify_email', hashToken(token), now());
      if (!found || !(await repository.consumeOneTimeToken(found.id, now()))) throw tokenInvalid();
      await users.activate(found.userId);
    },

    /** POST /resendVerification: queues a new activation link, sent only to a signed-up account not yet active. */
    resendVerification: (email: string, lang: Language | undefined) => jobs.enqueue(resendVerificationJob, { email, lang }),

    /** POST /forgotPassword: queues a reset link, sent only when the address is registered. */
    forgotPassword: (email: string, lang: Language) => jobs.enqueue(passwordResetJob, { email, lang }),

    /** POST /checkLinkToken: fails with token_invalid unless the set-password link still works; never uses it up. */
    async checkLinkToken(purpose: SetPasswordLinkPurpose, token: string): Promise<void> {
      if (!(await repository.findUsableOneTimeToken(tokenKindOf[purpose], hashToken(token), now()))) throw tokenInvalid();
    },

    /** POST /resetPassword: a new password from a reset link; every session of the user ends. */
    resetPassword: (token: string, password: string) => setPasswordWithToken('password_reset', token, password),

    /** POST /createAccount: an invited member sets their first password and can sign in. */
    createAccount: (token: string, password: string) => setPasswordWithToken('invite', token, password),

    /**
     * Invites a member into a company with a role: a user without a password, and a mail with a
     * single-use link to /auth/create-account/{token}. `alsoInTransaction` commits with the new
     * user (a host's assigned events). Fails with a field error when the address is taken.
     */
    async inviteUser(
      input: {
        companyId: number;
        email: string;
        firstName: string;
        lastName: string;
        lang: Language;
        role: CompanyRole;
        inviterName: string;
      },
      alsoInTransaction?: AlsoInTransaction,
    ): Promise<UserRow> {
      const { inviterName, ...member } = input;
      const user = await users.createInvited(member, async (tx, invited) => {
        await alsoInTransaction?.(tx, invited);
        await jobs.enqueue(invitationMailJob, { userId: invited.id, lang: input.lang, inviter: inviterName }, tx);
      });
      if (!user) throw validationFailed({ email: 'validation.email_taken' });
      jobs.nudge();
      return user;
    },

    /** Mails an invited user a new link; the worker sends nothing once they have set a password. */
    async resendInvitation(user: Pick<UserRow, 'id' | 'lang'>, inviterName: string): Promise<void> {
      await jobs.enqueue(invitationMailJob, { userId: user.id, lang: asLanguage(user.lang), inviter: inviterName });
      jobs.nudge();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
