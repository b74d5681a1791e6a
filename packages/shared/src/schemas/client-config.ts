import * as z from 'zod/mini';

// zod/mini, like the primitives: the login page loads this file (see primitives.ts).

/** GET /api/clientConfig: what the browser needs to know of the server's outside services, before sign-in. */
export const clientConfigSchema = z.object({
  version: z.string(),
  botCheck: z.object({
    provider: z.enum(['none', 'turnstile', 'hcaptcha', 'recaptcha']),
    siteKey: z.string(),
  }),
  /** Base URL of the breached-password range API; the prefix of 5 hex characters is appended. */
  breachCheckUrl: z.string(),
  supportChat: z.object({ provider: z.enum(['none', 'crisp', 'tawk']), id: z.string() }),
  termsUrl: z.object({ en: z.string(), de: z.string() }),
  /** Whether the server has a geocoder for GET /api/searchPlaces; without one the location is free text. */
  maps: z.object({ enabled: z.boolean() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
