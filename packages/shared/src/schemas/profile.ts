import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { companyRoleSchema } from '../rules/company-roles';
import { emailSchema, languageSchema, linkTokenSchema, loginPasswordSchema, newPasswordSchema, personNameSchema, requiredTrimmed } from './primitives';

/** The company's name as an owner edits it on the profile (docs/rules/accounts-and-sign-in.md#profile); same bounds as a person's name. */
export const companyNameSchema = requiredTrimmed(NAME_MAX_LENGTH);

/** GET /api/profile: the signed-in user's own profile, with an e-mail change awaiting its link. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The new address of an e-mail change whose mailed link was not opened yet. */
  pendingEmail: z.string().nullable(),
  image: z.string().nullable(),
  company: z.string(),
  /** Only an owner may rename the company. */
  mayEditCompany: z.boolean(),
  lang: languageSchema,
  role: companyRoleSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** The text fields of the profile form (first and last name, company, language: docs/rules/accounts-and-sign-in.md#profile). */
export const profileFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  company: companyNameSchema,
  lang: languageSchema,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/**
 * POST /api/setUserInfo (docs/rules/calls.md#account-calls), multipart: the form's fields and `image`, a PNG or JPEG file;
 * an empty `image` (no bytes, or an empty text field) deletes the photo, no `image` keeps it.
 * `company` is applied for owners only and ignored for everyone else (the form shows it read-only).
 */
export const setUserInfoBodySchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  company: z.optional(companyNameSchema),
  lang: languageSchema,
  image: z.optional(z.unknown()),
});
export type SetUserInfoBody = z.infer<typeof setUserInfoBodySchema>;

/** POST /api/changePassword: the current password proves it is the user; the new one follows docs/rules/accounts-and-sign-in.md#passwords. */
export const changePasswordBodySchema = z.object({ currentPassword: loginPasswordSchema, password: newPasswordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form, with its confirmation ('Passwords are different'). */
export const changePasswordFormSchema = z
  .object({ currentPassword: loginPasswordSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwords_different' });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/changeEmail: the new address, confirmed by the current password; a mailed link makes it count. */
export const changeEmailBodySchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** POST /api/confirmEmailChange: the token of the link mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({ token: linkTokenSchema });
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBodySchema>;
