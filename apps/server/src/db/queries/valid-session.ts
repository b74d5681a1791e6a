import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { authTokens, users } from '../schema';

/**
 * What makes an access token valid, for a query over `auth_tokens` joined with `users`: its hash
 * matches, it is neither revoked nor expired, and its account is active and not deactivated. Takes the placeholders
 * `tokenHash` and `now`, so every query that checks a token is prepared once and checks the same.
 */
export function validSessionWhere(): SQL | undefined {
  return and(
    eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql.placeholder('now')),
    eq(users.active, true),
    isNull(users.disabledAt),
  );
}
