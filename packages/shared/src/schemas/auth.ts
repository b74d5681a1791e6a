import { z } from 'zod';
import { emailSchema, languageSchema, linkTokenSchema, loginPasswordSchema, newPasswordSchema, personNameSchema } from './primitives';

const passwordPairSchema = z.object({ password: z.string(), confirmPassword: z.string() });

/**
 * 'Passwords are different' on the confirmation field. `when` lets it run as soon as both
 * passwords are strings, even while another field of the form is still invalid (zod skips
 * object-level checks otherwise), so the message shows on blur in a half-filled form.
 */
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const confirmationMismatch = {
  path: ['confirmPassword'],
  message: 'validation.passwords_different',
  when: (payload: z.core.ParsePayload) => passwordPairSchema.safeParse(payload.value).success,
};

/** POST /api/login */
export const loginBodySchema = z.object({
  username: emailSchema,
  password: loginPasswordSchema,
  captcha: z.string().max(4096).optional().default(''),
  lang: z.optional(languageSchema),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The sign-up form (docs/rules/accounts-and-sign-in.md#sign-up). */
export const signupFormSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    tosAgree: z.literal(true, { error: 'validation.tos_required' }),
  })
  .refine(passwordsMatch, confirmationMismatch);
export type SignupForm = z.infer<typeof signupFormSchema>;

/** POST /api/createUser */
export const createUserBodySchema = z.object({
  username: emailSchema,
  password: newPasswordSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  instance: z.string().trim().max(65).optional().default(''),
  lang: z._default(languageSchema, 'en'),
  captcha: z.string().max(4096).optional().default(''),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** POST /api/verifyEmail */
export const verifyEmailBodySchema = z.object({ token: linkTokenSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** POST /api/resendVerification */
export const resendVerificationBodySchema = z.object({ username: emailSchema, lang: z.optional(languageSchema) });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

/** POST /api/forgotPassword */
export const forgotPasswordBodySchema = z.object({
  username: emailSchema,
  lang: z._default(languageSchema, 'en'),
  captcha: z.string().max(4096).optional().default(''),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/resetPassword and POST /api/createAccount (an invited account sets its password). */
export const setPasswordWithTokenBodySchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type SetPasswordWithTokenBody = z.infer<typeof setPasswordWithTokenBodySchema>;

/** Which set-password link /api/checkLinkToken asks about: a password reset or an invitation. */
export const setPasswordLinkPurposeSchema = z.enum(['reset', 'invite']);
export type SetPasswordLinkPurpose = z.infer<typeof setPasswordLinkPurposeSchema>;

/** POST /api/checkLinkToken: whether a set-password link can still be used, without using it up. */
export const checkLinkTokenBodySchema = z.object({ token: linkTokenSchema, purpose: setPasswordLinkPurposeSchema });
export type CheckLinkTokenBody = z.infer<typeof checkLinkTokenBodySchema>;

/** The forms that set a new password from an e-mailed link. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, confirmationMismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export { okSchema, type Ok } from './common-answers';
