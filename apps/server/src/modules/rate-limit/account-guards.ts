import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { enforceRateLimits, refuse } from './guard';
import type { RateLimitService } from './service';

/** The longest a sign-in waits when an account is under attack from many addresses. */
export const MAX_SIGN_IN_DELAY_MS = 10_000;
/** Once an address has had its share of mails, at most one mail per this many seconds reaches it. */
export const MAIL_SPACING_SECONDS = 60;

/** How long a sign-in to an account waits after `failures` failed ones from all addresses. */
export function signInDelayMs(failures: number, slowDownAfter: number): number {
  if (failures < slowDownAfter) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, 200 * (failures - slowDownAfter + 1));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type GuardOptions = {
  /**
   * Starts every counter's key, so that accounts of another kind count apart: attendees' guards
   * use `venue:` and their own account keys (event code and address), organisers none.
   */
  scope?: string;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Limits on guessing passwords and on mailing an address, after OWASP's advice: failures count per
 * account and client together, so a stranger who fails from their address is refused there while
 * the owner still signs in from theirs; across all clients an account is slowed down, never locked.
 * `email` is the normalized address (for attendees: the event's code and the address), `ip` the client's.
 */
export function createAccountGuards(service: RateLimitService, limits: Config['rateLimit'], { scope = '', sleep = wait }: GuardOptions = {}) {
  const pairKey = (email: string, ip: string) => `${scope}login:fail:${email}:${ip}`;
  const accountKey = (email: string) => `${scope}login:fail:${email}`;

  return {
    /** Before checking a password: refuses a client over its limits, slows an account under attack. */
    async beforeSignIn(reply: FastifyReply, email: string, ip: string): Promise<void> {
      // Every attempt from one client counts, whatever the account: password spraying.
      await enforceRateLimits(service, reply, [{ key: `${scope}login:ip:${ip}`, limit: limits.perIp }]);
      const pair = await service.check({ key: pairKey(email, ip), limit: limits.perAccount });
      if (!pair.verdict.allowed) refuse(reply, pair.verdict);
      const account = await service.check({ key: accountKey(email), limit: limits.accountSlowDownAfter });
      const delay = signInDelayMs(account.count, limits.accountSlowDownAfter);
      if (delay > 0) await sleep(delay);
    },

    /** Counts a wrong password for the account from this client and from everywhere. */
    async signInFailed(email: string, ip: string): Promise<void> {
      await service.consume([
        { key: pairKey(email, ip), limit: limits.perAccount },
        { key: accountKey(email), limit: limits.accountSlowDownAfter },
      ]);
    },

    /** A client that got in forgets its own failures; the account-wide count stays. */
    signInSucceeded: (email: string, ip: string) => service.clear(pairKey(email, ip)),

    /**
     * Before a call that mails `email`: refuses a client that asked too often, for any address or
     * for this one. Says whether to send: past the account's ceiling only one mail per
     * MAIL_SPACING_SECONDS goes out, so a flood cannot fill the mailbox, yet the owner always has
     * a fresh mail, and the answer stays the same.
     */
    async mayMail(reply: FastifyReply, action: string, email: string, ip: string): Promise<boolean> {
      await enforceRateLimits(service, reply, [
        { key: `${scope}${action}:ip:${ip}`, limit: limits.perIp },
        // Mails to one address share one budget, whichever call sends them.
        { key: `${scope}mail:${email}:${ip}`, limit: limits.resetMailsPerAccount },
      ]);
      if ((await service.consume([{ key: `${scope}mail:${email}`, limit: limits.mailsPerAccountCeiling }])).allowed) return true;
      const spaced = await service.consume([{ key: `${scope}mail:spaced:${email}`, limit: 1, windowSeconds: MAIL_SPACING_SECONDS }]);
      return spaced.allowed;
    },
  };
}

export type AccountGuards = ReturnType<typeof createAccountGuards>;
