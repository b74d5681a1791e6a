import * as z from 'zod/mini';

// zod/mini, like the primitives: the login page loads this file (see primitives.ts).

/**
 * How the console's Help button reaches support (docs/decisions/0136-support-modes.md): not at all,
 * the product's own staff (built in, the default), or a third-party widget.
 */
export const SUPPORT_MODES = ['off', 'builtin', 'chatwoot', 'crisp'] as const;
export type SupportMode = (typeof SUPPORT_MODES)[number];

/** GET /api/clientConfig: what the browser needs to know of the server's outside services, before sign-in. */
export const clientConfigSchema = z.object({
  version: z.string(),
  botCheck: z.object({
    provider: z.enum(['none', 'turnstile', 'hcaptcha', 'recaptcha']),
    siteKey: z.string(),
  }),
  /** Base URL of the breached-password range API; the prefix of 5 hex characters is appended. */
  breachCheckUrl: z.string(),
  /** The chosen support; only the chosen provider's ids are filled, the others are empty. */
  support: z.object({
    mode: z.enum(SUPPORT_MODES),
    chatwootWebsiteToken: z.string(),
    chatwootBaseUrl: z.string(),
    crispWebsiteId: z.string(),
  }),
  termsUrl: z.object({ en: z.string(), de: z.string() }),
  /** Whether the server has a geocoder for GET /api/searchPlaces; without one the location is free text. */
  maps: z.object({ enabled: z.boolean() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
