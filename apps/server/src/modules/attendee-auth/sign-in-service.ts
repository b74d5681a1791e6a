import { asLanguage, type AttendeeToken, type VenueInvitation } from '@aula/shared';
import type { BotCheck } from '../../adapters/bot-check/bot-check';
import type { Database } from '../../db/client';
import { notFound } from '../../http/domain-error';
import type { JobQueue } from '../../jobs/queue';
import { botCheckFailed, invalidCredentials, tokenInvalid } from '../auth/errors';
import type { PasswordPolicy } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AnalyticsService } from '../analytics/service';
import { hashToken } from '../auth/tokens';
import { normalizeEmail } from '../users/service';
import { createAttendeeAccountRepository, type LinkTokenKind, type LinkTokenMatch, type PublishedEventRef } from './repository';
import { attendeePasswordResetJob } from './mail-jobs';
import type { AttendeeSessions } from './sessions';

type Deps = {
  db: Database;
  attendeeSessions: AttendeeSessions;
  passwordPolicy: PasswordPolicy;
  botCheck: BotCheck;
  jobs: JobQueue;
  now: () => Date;
  /** Sign-ins count in the event's analytics (docs/rules/analytics.md#what-is-recorded). */
  analytics: Pick<AnalyticsService, 'recordSignIn'>;
};

/** The browser a sign-in comes from, as its request says: its user agent and the venue's language. */
export type SignInClient = { userAgent: string | undefined; lang: string };

/**
 * How attendees get into their event's venue (docs/rules/attendees.md#attendee-sign-in): e-mail and password per event, the
 * personal invitation link, and password reset. Every call names the event by its code; an
 * unknown code or a draft is 404. Answers never tell whether an address has an account.
 */
export function createAttendeeSignIn({ db, attendeeSessions, passwordPolicy, botCheck, jobs, now, analytics }: Deps) {
  const repository = createAttendeeAccountRepository(db);

  async function signIn(account: { id: number; eventId: number; lang: string }, event: PublishedEventRef, client: SignInClient): Promise<AttendeeToken> {
    const token = await attendeeSessions.issue(account, event.code);
    await analytics.recordSignIn({ eventId: account.eventId, accountId: account.id }, client.userAgent, client.lang);
    return token;
  }

  async function requireHuman(captcha: string, remoteIp: string): Promise<void> {
    if (!(await botCheck.verify(captcha, remoteIp))) throw botCheckFailed();
  }

  async function publishedEvent(code: string): Promise<PublishedEventRef> {
    const event = await repository.publishedEvent(code);
    if (!event) throw notFound();
    return event;
  }

  /** A link of `kind` that is still usable and belongs to an active account of this event, or token_invalid. */
  async function usableLink(kind: LinkTokenKind, event: PublishedEventRef, token: string): Promise<LinkTokenMatch> {
    const found = await repository.findUsableLinkToken(kind, hashToken(token), now());
    if (!found || found.account.eventId !== event.id || !found.account.active) throw tokenInvalid();
    return found;
  }

  /**
   * Sets a password from an e-mailed link and signs in: the link is used up, the account's other
   * links are voided and its other sessions end (whoever held them no longer knows the password).
   */
  async function setPasswordWithLink(kind: LinkTokenKind, code: string, token: string, password: string, client: SignInClient): Promise<AttendeeToken> {
    const event = await publishedEvent(code);
    const { tokenId, account } = await usableLink(kind, event, token);
    await passwordPolicy.assertAcceptable(password, account);
    const passwordHash = await hashPassword(password);
    if (!(await repository.consumeLinkToken(tokenId, now()))) throw tokenInvalid();
    await repository.setPassword(account.id, passwordHash, now());
    await repository.revokeLinkTokens(account.id, ['invite', 'reset'], now());
    await attendeeSessions.endAccounts([account.id]);
    return signIn(account, event, client);
  }

  return {
    /**
     * POST /venue/{code}/login. An unknown address, another event's account, an account without a
     * password, an inactive or an erased one and a wrong password all get invalid_credentials
     * after the same argon2 work (a dummy hash stands in for a missing one).
     */
    async login(code: string, input: { email: string; password: string; captcha: string }, remoteIp: string, client: SignInClient): Promise<AttendeeToken> {
      await requireHuman(input.captcha, remoteIp);
      const event = await publishedEvent(code);
      const account = await repository.findByEmail(event.id, normalizeEmail(input.email));
      const passwordMatches = await verifyPassword(account?.passwordHash, input.password);
      if (!account || !passwordMatches || !account.active) throw invalidCredentials();
      return signIn(account, event, client);
    },

    /** Fails with bot_check_failed unless the bot-check token is genuine. */
    requireHuman,

    /**
     * POST /venue/{code}/forgotPassword: only queues a job with the event and the address, the
     * same for every address; the worker looks the account up and mails the link.
     */
    async forgotPassword(code: string, email: string): Promise<void> {
      const event = await publishedEvent(code);
      await jobs.enqueue(attendeePasswordResetJob, { eventId: event.id, email: normalizeEmail(email) });
    },

    /** POST /venue/{code}/invitation: whom a usable invitation link is for; it is not used up. */
    async invitation(code: string, token: string): Promise<VenueInvitation> {
      const { account } = await usableLink('invite', await publishedEvent(code), token);
      return { firstName: account.firstName, email: account.email, lang: asLanguage(account.lang) };
    },

    /** POST /venue/{code}/acceptInvitation: the first (or a new) password from the invitation link. */
    acceptInvitation: (code: string, token: string, password: string, client: SignInClient) => setPasswordWithLink('invite', code, token, password, client),

    /** POST /venue/{code}/resetPassword: a new password from a reset link; every other session of the account ends. */
    resetPassword: (code: string, token: string, password: string, client: SignInClient) => setPasswordWithLink('reset', code, token, password, client),
  };
}

export type AttendeeSignIn = ReturnType<typeof createAttendeeSignIn>;
