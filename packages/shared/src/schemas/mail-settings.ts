import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import { domainError, portError } from '../rules/embeds';
import { idTextSchema } from './ids';

/** How the connection to the event's SMTP server is secured: none, STARTTLS after connecting, or TLS from the start. */
export const SMTP_SECURITY_MODES = ['none', 'starttls', 'tls'] as const;
export const smtpSecuritySchema = z.enum(SMTP_SECURITY_MODES, { error: 'validation.invalid' });
export type SmtpSecurity = z.infer<typeof smtpSecuritySchema>;

/** The port a mail client would pick for each security mode, offered when the field is empty. */
export const SMTP_DEFAULT_PORTS: Record<SmtpSecurity, number> = { none: 25, starttls: 587, tls: 465 };

export const SMTP_HOST_MAX_LENGTH = 253;
export const SMTP_USER_MAX_LENGTH = 200;
export const SMTP_PASSWORD_MAX_LENGTH = 500;

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * 'Invalid domain' for an SMTP host that is neither a domain name nor an IPv4 address nor
 * `localhost`: a mail server on the organiser's own network is often reached by its address.
 */
export function smtpHostError(value: string): string | null {
  const host = value.trim();
  if (host === 'localhost' || IPV4.test(host)) return null;
  return domainError(host);
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** An address that may stay empty (then a default applies), else must be an e-mail address. */
const optionalEmail = z
  .string({ error: 'validation.invalid_email' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'validation.invalid_email' })
  .refine((value) => value === '' || isEmail(value), { error: 'validation.invalid_email' });

/** Path of the mail settings' calls. */
export const mailSettingsPathSchema = z.object({ eventId: idTextSchema });

/**
 * The event's mail settings as the console sees them. The SMTP password never leaves the server:
 * `passwordStored` says only whether one is kept. `defaultSenderName` and `defaultSenderAddress`
 * are what an empty sender name or address stands for (the event's name, the app's address).
 */
export const mailSettingsSchema = z.object({
  eventId: z.number().int(),
  senderName: z.string(),
  senderEmail: z.string(),
  replyTo: z.string(),
  smtpEnabled: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number().int().nullable(),
  smtpSecurity: smtpSecuritySchema,
  smtpUser: z.string(),
  passwordStored: z.boolean(),
  defaultSenderName: z.string(),
  defaultSenderAddress: z.string(),
  /** False while the event still sends with the defaults. */
  saved: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * Body of saving the settings, and of a test mail with the form's values. The SMTP fields are
 * checked only when the event's own server is on. An empty `smtpPassword` keeps the stored one;
 * `removePassword` drops it.
 */
export const saveMailSettingsBodySchema = z
  .object({
    senderName: z.string({ error: 'validation.required' }).trim().max(NAME_MAX_LENGTH, { error: `validation.max_${NAME_MAX_LENGTH}` }),
    senderEmail: optionalEmail,
    replyTo: optionalEmail,
    smtpEnabled: z.boolean({ error: 'validation.invalid' }),
    smtpHost: z.string({ error: 'validation.invalid_domain' }).trim().max(SMTP_HOST_MAX_LENGTH, { error: 'validation.invalid_domain' }),
    smtpPort: z.union([z.string().trim(), z.number()], { error: 'validation.invalid_port' }).transform(String),
    smtpSecurity: smtpSecuritySchema,
    smtpUser: z.string({ error: 'validation.invalid' }).trim().max(SMTP_USER_MAX_LENGTH, { error: `validation.max_${SMTP_USER_MAX_LENGTH}` }),
    smtpPassword: z.string({ error: 'validation.invalid' }).max(SMTP_PASSWORD_MAX_LENGTH, { error: `validation.max_${SMTP_PASSWORD_MAX_LENGTH}` }),
    removePassword: z.boolean({ error: 'validation.invalid' }),
  })
  .superRefine((values, ctx) => {
    if (!values.smtpEnabled) return;
    if (values.smtpHost === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['smtpHost'] });
    else {
      const hostError = smtpHostError(values.smtpHost);
      if (hostError) ctx.addIssue({ code: 'custom', message: hostError, path: ['smtpHost'] });
    }
    if (values.smtpPort === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['smtpPort'] });
    else {
      const error = portError(values.smtpPort);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: ['smtpPort'] });
    }
  })
  .transform(({ smtpPort, ...values }) => ({ ...values, smtpPort: smtpPort === '' || portError(smtpPort) ? null : Number(smtpPort) }));
export type SaveMailSettingsBody = z.infer<typeof saveMailSettingsBodySchema>;
export type SaveMailSettingsInput = z.input<typeof saveMailSettingsBodySchema>;

/** Answer of a test mail: who it went to and whether it took the event's own server or the app's. */
export const testMailResultSchema = z.object({ to: z.string(), via: z.enum(['event', 'app']) });
export type TestMailResult = z.infer<typeof testMailResultSchema>;
