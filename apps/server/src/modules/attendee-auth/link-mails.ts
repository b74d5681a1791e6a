import { asLanguage, ATTENDEE_INVITATION_TTL_DAYS } from '@aula/shared';
import { composeMail } from '../../adapters/mail/compose';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { createAttendeeAccountRepository, type LinkTokenKind } from './repository';
import { attendeeInvitationJob, attendeePasswordResetJob } from './mail-jobs';
import { attendeeInvitationMail, attendeePasswordResetMail } from './mail-texts';

type Deps = { db: Database; jobs: JobQueue; mail: Mailer; config: Config; now: () => Date };

/** The venue's pages that take a link's token, under the event's code. */
export const venueLinkPath = {
  invite: (code: string, token: string) => `/e/${code}/venue/invitation/${token}`,
  reset: (code: string, token: string) => `/e/${code}/venue/reset-password/${token}`,
};

/**
 * Attendees' e-mailed links. The workers make a fresh single-use token for each mail (voiding the
 * account's older link of the same kind, so a resent invitation replaces the first), and write it
 * in the account's language. Accounts that are gone, inactive or whose event is no longer
 * published get no mail.
 */
export function createAttendeeLinkMails({ db, jobs, mail, config, now }: Deps) {
  const repository = createAttendeeAccountRepository(db);

  async function issueLinkToken(accountId: number, kind: LinkTokenKind, ttlMs: number): Promise<string> {
    const token = newOpaqueToken();
    await repository.revokeLinkTokens(accountId, [kind], now());
    await repository.insertLinkToken(accountId, kind, hashToken(token), new Date(now().getTime() + ttlMs));
    return token;
  }

  jobs.handle(attendeeInvitationJob, async ({ accountId }) => {
    const found = await repository.findWithEvent(accountId);
    if (!found?.account.active) return;
    const { account, event } = found;
    const token = await issueLinkToken(account.id, 'invite', ATTENDEE_INVITATION_TTL_DAYS * 24 * 3600_000);
    const url = `${config.publicUrl}${venueLinkPath.invite(event.code, token)}`;
    const lang = asLanguage(account.lang);
    const content = attendeeInvitationMail(lang, { firstName: account.firstName, eventName: event.name, url, days: ATTENDEE_INVITATION_TTL_DAYS });
    // A failed send throws, so the queue tries again later (with a new link).
    await mail.send(composeMail(account.email, content, lang));
  });

  jobs.handle(attendeePasswordResetJob, async ({ eventId, email }) => {
    const account = await repository.findByEmail(eventId, email);
    const found = account?.active ? await repository.findWithEvent(account.id) : null;
    if (!found) return;
    const minutes = config.tokens.resetTtlMinutes;
    const token = await issueLinkToken(found.account.id, 'reset', minutes * 60_000);
    const url = `${config.publicUrl}${venueLinkPath.reset(found.event.code, token)}`;
    const lang = asLanguage(found.account.lang);
    const content = attendeePasswordResetMail(lang, { firstName: found.account.firstName, eventName: found.event.name, url, minutes });
    await mail.send(composeMail(found.account.email, content, lang));
  });

  return {
    /**
     * A fresh personal invitation link (voiding the account's older one), for the sign-in link of
     * a template mail (docs/rules/communications.md#sending-templates).
     */
    async invitationUrl(accountId: number, code: string): Promise<string> {
      const token = await issueLinkToken(accountId, 'invite', ATTENDEE_INVITATION_TTL_DAYS * 24 * 3600_000);
      return `${config.publicUrl}${venueLinkPath.invite(code, token)}`;
    },

    /**
     * A fresh personal invitation link's token (voiding the account's older one), handed to the
     * person who has just confirmed their registration so that they set their password at once
     * (docs/rules/attendees.md#registration).
     */
    invitationToken: (accountId: number) => issueLinkToken(accountId, 'invite', ATTENDEE_INVITATION_TTL_DAYS * 24 * 3600_000),

    /**
     * Queues an invitation mail for each account, in `within` (a transaction) when given: call
     * `jobs.nudge()` after its commit.
     */
    queueInvitations: (accountIds: number[], within?: Database) =>
      jobs.enqueueMany(attendeeInvitationJob, accountIds.map((accountId) => ({ accountId })), within),
  };
}

export type AttendeeLinkMails = ReturnType<typeof createAttendeeLinkMails>;
