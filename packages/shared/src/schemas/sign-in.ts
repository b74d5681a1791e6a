import * as z from 'zod/mini';
import { emailSchema, languageSchema, loginPasswordSchema } from './primitives';

// zod/mini, like the primitives: the login page loads this file (see primitives.ts).

/** The login form (docs/rules/accounts-and-sign-in.md#sign-in). */
export const loginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The answer of /login and /refresh (docs/rules/accounts-and-sign-in.md#session-and-tokens). */
export const authTokenSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_in: z.number().check(z.int(), z.positive()),
  lang: languageSchema,
  is_admin: z.boolean(),
});
export type AuthToken = z.infer<typeof authTokenSchema>;
