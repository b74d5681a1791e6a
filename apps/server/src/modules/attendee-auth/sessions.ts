import { asLanguage, ATTENDEE_SESSION_SECONDS, type AttendeeToken } from '@aula/shared';
import type { PubSub } from '../../adapters/pubsub/pubsub';
import type { Database } from '../../db/client';
import type { SessionCache } from '../auth/session-cache';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { createAttendeeSessionRepository } from './repository';

/** The attendee behind a venue request's access token. */
export type AuthenticatedAttendee = {
  accountId: number;
  eventId: number;
  companyId: number;
  eventCode: string;
  tokenId: number;
};

/** Channel on which every instance hears that attendee sessions ended, to close their sockets. */
export const ATTENDEE_SESSION_ENDS_CHANNEL = 'attendee-session-ends';
export type AttendeeSessionEnd = { tokenIds: number[] };

type Deps = { db: Database; pubsub: PubSub; now: () => Date; sessionCache: Pick<SessionCache, 'kind' | 'forget'> };

/**
 * Attendee sessions (docs/rules/attendees.md#attendee-sign-in): issued after a sign-in, checked on every venue call and socket,
 * ended by sign-out, erasure, deactivation or deletion of the account. Kept apart from organiser
 * sessions by their own table, so neither kind of token opens the other's calls.
 */
export function createAttendeeSessions({ db, pubsub, now, sessionCache }: Deps) {
  const repository = createAttendeeSessionRepository(db);
  // Every venue call and socket ticket checks its session: kept in memory as the organisers' are
  // (docs/decisions/0024-session-cache.md), and forgotten on every instance when a session ends.
  const cached = sessionCache.kind<AuthenticatedAttendee & { expiresAt: Date }>((session) => ({
    tokenId: session.tokenId,
    userId: session.accountId,
    companyId: session.companyId,
    expiresAt: session.expiresAt,
  }));
  pubsub.subscribe(ATTENDEE_SESSION_ENDS_CHANNEL, (end) => sessionCache.forget(end as AttendeeSessionEnd));

  const announceEnded = async (tokenIds: number[]) => {
    if (tokenIds.length === 0) return;
    // Here at once; the others as the message arrives (its own copy comes back here too, harmlessly).
    sessionCache.forget({ tokenIds });
    await pubsub.publish(ATTENDEE_SESSION_ENDS_CHANNEL, { tokenIds } satisfies AttendeeSessionEnd);
  };

  return {
    /** Opens a session for an account that has just proved who it is; counts its first sign-in. */
    async issue(account: { id: number; lang: string }, eventCode: string): Promise<AttendeeToken> {
      const accessToken = newOpaqueToken();
      const issuedAt = now();
      await repository.insertSession(account.id, hashToken(accessToken), new Date(issuedAt.getTime() + ATTENDEE_SESSION_SECONDS * 1000));
      await repository.markSignedIn(account.id, issuedAt);
      return { token_type: 'Bearer', access_token: accessToken, expires_in: ATTENDEE_SESSION_SECONDS, lang: asLanguage(account.lang), code: eventCode };
    },

    /** The attendee behind an access token, or null when it opens no session. */
    async authenticate(accessToken: string): Promise<AuthenticatedAttendee | null> {
      const tokenHash = hashToken(accessToken);
      const session = await cached.lookup(tokenHash, async () => {
        const row = await repository.findSession(tokenHash, now());
        return row && { accountId: row.accountId, eventId: row.eventId, companyId: row.companyId, eventCode: row.eventCode, tokenId: row.tokenId, expiresAt: row.expiresAt };
      });
      return session && { accountId: session.accountId, eventId: session.eventId, companyId: session.companyId, eventCode: session.eventCode, tokenId: session.tokenId };
    },

    /** Ends one session (sign-out). */
    async end(session: AuthenticatedAttendee): Promise<void> {
      await repository.revokeSession(session.tokenId, now());
      await announceEnded([session.tokenId]);
    },

    /** Ends every session of these accounts on every instance (erased, deactivated, deleted, password reset). */
    async endAccounts(accountIds: number[]): Promise<void> {
      await announceEnded(await repository.revokeAccountSessions(accountIds, now()));
    },

    /** Tells every instance that these sessions ended elsewhere (their accounts were deleted with them). */
    announceEnded,

    /** Which of these session tokens still hold. */
    liveSessionIds: (tokenIds: number[]) => repository.liveSessionIds(tokenIds, now()),
  };
}

export type AttendeeSessions = ReturnType<typeof createAttendeeSessions>;
