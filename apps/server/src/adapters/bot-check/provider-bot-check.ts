import type { BotCheck } from './bot-check';

export type BotCheckProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

/** The providers' verify endpoints; all three take the same form fields and answer `success`. */
export const BOT_CHECK_VERIFY_URLS: Record<BotCheckProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Asks the provider whether a widget token is genuine. Anything but `success: true` fails,
 * including an unreachable provider: a bot check that passes when it cannot check is no check.
 */
export function createProviderBotCheck(options: {
  provider: BotCheckProvider;
  secret: string;
  verifyUrl?: string | undefined;
}): BotCheck {
  const url = options.verifyUrl ?? BOT_CHECK_VERIFY_URLS[options.provider];
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetch(url, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}
