import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, LANGUAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';
import { failedPasswordRules } from '../rules/password';

/**
 * Field primitives shared by forms and server. Every message is an i18n key that the web
 * translates (namespace `validation`). Written with zod/mini, which the bundler can trim to what
 * is used: the login page loads this file. Full-zod schemas take them as they are
 * (`z.object({ lang: z.optional(languageSchema) })`); they have no chained methods but `.check()`.
 */
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const requiredTrimmed = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(max, { error: `validation.max_${max}` }));

export const emailSchema = z.pipe(requiredTrimmed(EMAIL_MAX_LENGTH), z.email({ error: 'validation.invalid_email' }));

export const personNameSchema = requiredTrimmed(NAME_MAX_LENGTH);

/** A password as typed at sign-in: required, trimmed, at most 50 characters, no strength rules. */
export const loginPasswordSchema = requiredTrimmed(PASSWORD_MAX_LENGTH);

/**
 * A new password: the login primitive plus every structural rule of docs/rules/accounts-and-sign-in.md#passwords, reported by its key.
 * Here, beside the primitives it builds on, so that every bundle that validates a new password
 * (console, sign-in pages, venue) has it from the module that defines its parts.
 */
export const newPasswordSchema = requiredTrimmed(PASSWORD_MAX_LENGTH).check((ctx) => {
  const [first] = failedPasswordRules(ctx.value);
  if (first) ctx.issues.push({ code: 'custom', message: `validation.${first}`, input: ctx.value });
});

/**
 * The token of an e-mailed link, as the link carried it. Its shape is not checked here: a cut-off or
 * mangled link is answered like an unknown or expired one ("link invalid or expired"), never as a
 * field error the person could not fix. The bound only keeps absurd bodies out.
 */
export const linkTokenSchema = z.string().check(z.trim(), z.maxLength(4096));
