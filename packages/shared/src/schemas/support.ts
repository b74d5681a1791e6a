import { z } from 'zod';
import { SUPPORT_MODES } from './client-config';

const SUPPORT_ID_MAX_LENGTH = 200;
const CHATWOOT_TOKEN = /^[A-Za-z0-9_-]+$/;
const CRISP_WEBSITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Chatwoot's address as its widget needs it: an https origin (host and port) without path, query or fragment. */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const isHttpsOrigin = (value: string): boolean => HTTPS_ORIGIN.test(value);

const idText = z.string({ error: 'validation.invalid' }).trim().max(SUPPORT_ID_MAX_LENGTH, { error: `validation.max_${SUPPORT_ID_MAX_LENGTH}` });

/**
 * POST /api/system/support: the chosen support (docs/decisions/0136-support-modes.md). A provider's
 * ids are required only when that provider is chosen; the others are kept as they are sent, so
 * switching back and forth loses nothing.
 */
export const supportSettingsBodySchema = z
  .object({
    mode: z.enum(SUPPORT_MODES, { error: 'validation.invalid' }),
    chatwootWebsiteToken: idText.default(''),
    chatwootBaseUrl: idText.default('').transform((value) => value.replace(/\/+$/, '')),
    crispWebsiteId: idText.default(''),
  })
  .superRefine((value, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (value.mode === 'chatwoot') {
      if (value.chatwootWebsiteToken === '') fail('chatwootWebsiteToken', 'validation.required');
      else if (!CHATWOOT_TOKEN.test(value.chatwootWebsiteToken)) fail('chatwootWebsiteToken', 'validation.invalid');
      if (value.chatwootBaseUrl === '') fail('chatwootBaseUrl', 'validation.required');
      else if (!isHttpsOrigin(value.chatwootBaseUrl)) fail('chatwootBaseUrl', 'validation.invalid_url');
    }
    if (value.mode === 'crisp') {
      if (value.crispWebsiteId === '') fail('crispWebsiteId', 'validation.required');
      else if (!CRISP_WEBSITE_ID.test(value.crispWebsiteId)) fail('crispWebsiteId', 'validation.invalid');
    }
  });
export type SupportSettingsBody = z.input<typeof supportSettingsBodySchema>;
export type SupportSettingsValues = z.output<typeof supportSettingsBodySchema>;

/** GET /api/system/support: the stored settings, and whether the caller may change them (admins only). */
export const supportSettingsSchema = z.object({
  mode: z.enum(SUPPORT_MODES),
  chatwootWebsiteToken: z.string(),
  chatwootBaseUrl: z.string(),
  crispWebsiteId: z.string(),
  mayChange: z.boolean(),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;
