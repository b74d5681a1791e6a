import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LANGUAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';

/**
 * Field primitives shared by forms and server. Every message is an i18n key that the web
 * translates (namespace `validation`).
 */
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const requiredTrimmed = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: `validation.max_${max}` });

export const emailSchema = requiredTrimmed(EMAIL_MAX_LENGTH).pipe(z.email({ error: 'validation.invalid_email' }));

export const personNameSchema = requiredTrimmed(NAME_MAX_LENGTH);

/** A password as typed at sign-in: required, trimmed, at most 50 characters, no strength rules. */
export const loginPasswordSchema = requiredTrimmed(PASSWORD_MAX_LENGTH);

/**
 * The token of an e-mailed link, as the link carried it. Its shape is not checked here: a cut-off or
 * mangled link is answered like an unknown or expired one ("link invalid or expired"), never as a
 * field error the person could not fix. The bound only keeps absurd bodies out.
 */
export const linkTokenSchema = z.string().trim().max(4096);
