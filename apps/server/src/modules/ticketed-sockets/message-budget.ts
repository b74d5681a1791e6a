import { SOCKET_MESSAGE_BURST, SOCKET_MESSAGES_PER_SECOND } from '@aula/shared';

export type MessageBudgetLimits = { burst: number; perSecond: number };

const defaultLimits: MessageBudgetLimits = { burst: SOCKET_MESSAGE_BURST, perSecond: SOCKET_MESSAGES_PER_SECOND };

/**
 * One socket's token bucket (docs/rules/limits.md#live-socket): full at `burst`, refilled at
 * `perSecond`, one token a message. Measured on the monotonic clock, not the app's, so that a
 * test moving the app's clock to expire tickets does not also refill every socket's budget.
 */
export function createMessageBudget(limits: MessageBudgetLimits = defaultLimits, now: () => number = () => performance.now()) {
  let tokens = limits.burst;
  let refilledAt = now();
  return {
    /** Spends one message; false once the socket has sent more than its budget. */
    spend(): boolean {
      const at = now();
      tokens = Math.min(limits.burst, tokens + ((at - refilledAt) / 1000) * limits.perSecond);
      refilledAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
