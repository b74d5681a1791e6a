import type { AuthToken, Language } from '@aula/shared';
import type { BotCheck } from '../../adapters/bot-check/bot-check';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { unauthorized } from '../../http/domain-error';
import type { UserRow, UsersService } from '../users/service';
import { accountInactive, botCheckFailed, invalidCredentials } from './errors';
import { verifyPassword } from './passwords';
import { createAuthRepository } from './repository';
import { hashToken, newOpaqueToken } from './tokens';

/** The signed-in user behind a request's access token. */
export type AuthenticatedUser = { id: number; companyId: number; isAdmin: boolean; lang: Language; tokenId: number };

type SessionDeps = {
  db: Database;
  users: UsersService;
  botCheck: BotCheck;
  config: Config;
  now: () => Date;
};

/** Seconds a socket ticket stays valid: long enough to open a socket, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_SECONDS = 30;

const asLanguage = (lang: string): Language => (lang === 'de' ? 'de' : 'en');

/** Sign-in, access tokens, refresh and sign-out. */
export function createSessionService(deps: SessionDeps) {
  const { config, now } = deps;
  const repository = createAuthRepository(deps.db);

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
      if (!user.active) throw accountInactive();
      return issueToken(user);
    },

    /** The user behind an access token, or null when it is unknown, expired or revoked. */
    async authenticate(accessToken: string): Promise<AuthenticatedUser | null> {
      const session = await repository.findSession(hashToken(accessToken), now());
      if (!session) return null;
      return {
        id: session.userId,
        companyId: session.companyId,
        isAdmin: session.isAdmin,
        lang: asLanguage(session.lang),
        tokenId: session.tokenId,
      };
    },

    /** Rotates the token: a new one is issued and the presented one stops working. */
    async refresh(current: AuthenticatedUser): Promise<AuthToken> {
      if (!(await repository.revokeAccessToken(current.tokenId, now()))) throw unauthorized();
      return issueToken({ id: current.id, isAdmin: current.isAdmin, lang: current.lang });
    },

    /** Revokes the presented token. */
    async logout(current: AuthenticatedUser): Promise<void> {
      await repository.revokeAccessToken(current.tokenId, now());
    },

    /**
     * A one-time, short-lived ticket that authenticates the WebSocket without the access token in
     * a URL; many may be outstanding at once (one per tab).
     */
    async issueSocketTicket(userId: number): Promise<{ ticket: string; expires_in: number }> {
      const ticket = newOpaqueToken();
      const expiresAt = new Date(now().getTime() + SOCKET_TICKET_TTL_SECONDS * 1000);
      await repository.insertOneTimeToken(userId, 'socket_ticket', hashToken(ticket), expiresAt);
      return { ticket, expires_in: SOCKET_TICKET_TTL_SECONDS };
    },

    /** The owner of a socket ticket, which this call spends; null when it is not valid. */
    consumeSocketTicket: (ticket: string) => repository.consumeOneTimeTokenByHash('socket_ticket', hashToken(ticket), now()),

    /** Revokes every token of a user, e.g. after a password reset. */
    revokeAll: (userId: number) => repository.revokeAllAccessTokens(userId, now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
