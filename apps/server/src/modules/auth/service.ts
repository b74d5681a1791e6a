import { asLanguage, asCompanyRole, type AuthToken, type CompanyRole, type Language, type LicenseFacts } from '@aula/shared';
import type { BotCheck } from '../../adapters/bot-check/bot-check';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { unauthorized } from '../../http/domain-error';
import type { SessionEnds } from '../realtime/session-ends';
import type { UserRow, UsersService } from '../users/service';
import { accountDeactivated, accountInactive, botCheckFailed, invalidCredentials } from './errors';
import { verifyPassword } from './passwords';
import { createAuthRepository, createSocketTicketRepository, type SessionRow } from './repository';
import type { SessionCache } from './session-cache';
import { hashToken, newOpaqueToken } from './tokens';

/**
 * The signed-in user behind a request's access token, with their company's licence facts, which
 * the licence gate weighs against the clock on every request (docs/rules/billing.md#licence-gate).
 */
export type AuthenticatedUser = {
  id: number;
  companyId: number;
  isAdmin: boolean;
  /** The sign-in address, for the internal staff check (docs/rules/roles-and-permissions.md#internal-staff); an e-mail change announces the company, so caches forget it. */
  email: string;
  role: CompanyRole;
  lang: Language;
  tokenId: number;
  license: LicenseFacts;
};

type SessionDeps = {
  db: Database;
  users: UsersService;
  botCheck: BotCheck;
  config: Config;
  now: () => Date;
  /** Closes the sockets of ended sessions on every instance, and forgets them in every session cache. */
  sessionEnds: SessionEnds;
  sessionCache: SessionCache;
};

/** Seconds a socket ticket stays valid: long enough to open a socket, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_SECONDS = 30;
/**
 * Socket tickets one user may take per minute, on all instances together. A tab takes one per
 * (re)connect, at most one per 3.5 s (17 a minute) while the server is unreachable, so this leaves
 * room for a few tabs reconnecting at once and stops a script asking in a loop.
 */
export const SOCKET_TICKETS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** A ticket, or how long to wait when the user has taken too many in the last minute. */
export type SocketTicketResult = { ticket: string; expires_in: number } | { retryAfterSeconds: number };

/** Sign-in, access tokens, refresh and sign-out. */
export function createSessionService(deps: SessionDeps) {
  const { config, now } = deps;
  const repository = createAuthRepository(deps.db);
  const socketTickets = createSocketTicketRepository(deps.db);
  const cachedSessions = deps.sessionCache.kind<SessionRow>((session) => ({
    tokenId: session.tokenId,
    userId: session.userId,
    companyId: session.companyId,
    expiresAt: session.expiresAt,
  }));

  async function issueToken(user: Pick<UserRow, 'id' | 'isAdmin' | 'lang'>): Promise<AuthToken> {
    const accessToken = newOpaqueToken();
    const ttl = config.tokens.accessTtlSeconds;
    await repository.insertAccessToken(user.id, hashToken(accessToken), new Date(now().getTime() + ttl * 1000));
    return { token_type: 'Bearer', access_token: accessToken, expires_in: ttl, lang: asLanguage(user.lang), is_admin: user.isAdmin };
  }

  async function requireHuman(captcha: string, remoteIp: string): Promise<void> {
    if (!(await deps.botCheck.verify(captcha, remoteIp))) throw botCheckFailed();
  }

  return {
    /** Fails with bot_check_failed unless the bot-check token is genuine. */
    requireHuman,

    /**
     * Signs in with e-mail and password. A wrong password and an unknown address get the same
     * answer after the same amount of hashing work; only an active account gets a token.
     */
    async login(input: { email: string; password: string; captcha: string }, remoteIp: string): Promise<AuthToken> {
      await requireHuman(input.captcha, remoteIp);
      const user = await deps.users.findByEmail(input.email);
      const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordMatches) throw invalidCredentials();
      if (user.disabledAt) throw accountDeactivated();
      if (!user.active) throw accountInactive();
      return issueToken(user);
    },

    /** The user behind an access token, or null when it is unknown, expired or revoked. */
    async authenticate(accessToken: string): Promise<AuthenticatedUser | null> {
      const tokenHash = hashToken(accessToken);
      const session = await cachedSessions.lookup(tokenHash, () => repository.findSession(tokenHash, now()));
      if (!session) return null;
      return {
        id: session.userId,
        companyId: session.companyId,
        isAdmin: session.isAdmin,
        email: session.email,
        role: asCompanyRole(session.role),
        lang: asLanguage(session.lang),
        tokenId: session.tokenId,
        license: { license: session.license, trialEndsAt: session.trialEndsAt, licenseEndsAt: session.licenseEndsAt },
      };
    },

    /**
     * Rotates the token: a new one is issued and the presented one stops working, and so do the
     * sockets opened with it (the browser opens new ones with a ticket from the new token).
     */
    async refresh(current: AuthenticatedUser): Promise<AuthToken> {
      if (!(await repository.revokeAccessToken(current.tokenId, now()))) throw unauthorized();
      await deps.sessionEnds.announce({ tokenIds: [current.tokenId] });
      return issueToken({ id: current.id, isAdmin: current.isAdmin, lang: current.lang });
    },

    /** Revokes the presented token and closes the sockets opened with it, on every instance. */
    async logout(current: AuthenticatedUser): Promise<void> {
      await repository.revokeAccessToken(current.tokenId, now());
      await deps.sessionEnds.announce({ tokenIds: [current.tokenId] });
    },

    /**
     * A one-time, short-lived ticket that authenticates the WebSocket without the access token in
     * a URL; many may be outstanding at once (one per tab).
     */
    async issueSocketTicket(current: AuthenticatedUser): Promise<SocketTicketResult> {
      const issuedAt = now();
      const minuteAgo = new Date(issuedAt.getTime() - MINUTE_MS);
      // A ticket lives 30 s and counts for a minute; older ones go as they are counted, so a user keeps
      // at most a minute's worth. Counted from the tickets themselves, so every instance sees the same count.
      const recent = await socketTickets.issuedSince(current.id, minuteAgo);
      if (recent.count >= SOCKET_TICKETS_PER_MINUTE) {
        const freeAtMs = (recent.oldest ?? issuedAt).getTime() + MINUTE_MS;
        return { retryAfterSeconds: Math.max(1, Math.ceil((freeAtMs - issuedAt.getTime()) / 1000)) };
      }
      const ticket = newOpaqueToken();
      await socketTickets.insert({
        tokenId: current.tokenId,
        userId: current.id,
        tokenHash: hashToken(ticket),
        expiresAt: new Date(issuedAt.getTime() + SOCKET_TICKET_TTL_SECONDS * 1000),
        createdAt: issuedAt,
      });
      return { ticket, expires_in: SOCKET_TICKET_TTL_SECONDS };
    },

    /** The session behind a socket ticket, which this call spends; null when either is no longer valid. */
    consumeSocketTicket: (ticket: string) => socketTickets.consume(hashToken(ticket), now()),

    /** Which of these access tokens still open a session (the socket hub's periodic check). */
    liveTokenIds: (tokenIds: number[]) => socketTickets.liveTokenIds(tokenIds, now()),

    /**
     * Ends every session of a user: revokes all tokens and closes all sockets on every instance,
     * e.g. after a password reset or when the account is made inactive.
     */
    async endUserSessions(userId: number): Promise<void> {
      await repository.revokeAllAccessTokens(userId, now());
      await deps.sessionEnds.announce({ userId });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
