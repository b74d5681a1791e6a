import { PASSWORD_MAX_LENGTH } from '../constants';
import { failedPasswordRules } from '../rules/password';
import { requiredTrimmed } from './primitives';

// zod/mini, like the primitives: the venue's first load validates with it (see primitives.ts).

/** A new password: the login primitive plus every structural rule of SPEC §5, reported by its key. */
export const newPasswordSchema = requiredTrimmed(PASSWORD_MAX_LENGTH).check((ctx) => {
  const [first] = failedPasswordRules(ctx.value);
  if (first) ctx.issues.push({ code: 'custom', message: `validation.${first}`, input: ctx.value });
});
