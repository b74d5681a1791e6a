import { z } from 'zod';
import { companyRoleSchema } from '../rules/company-roles';
import { languageSchema } from './primitives';

export const licenseSchema = z.object({
  license: z.enum(['trial', 'licensed']),
  description: z.string(),
  /** ISO instant the trial ends; null for a licensed account. */
  expiresAt: z.string().nullable(),
});
export type License = z.infer<typeof licenseSchema>;

/** GET /api/getUserInfo (docs/rules/calls.md#signed-in-user); the access token stays with the client's auth state. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  company: z.string(),
  company_id: z.number().int(),
  active: z.boolean(),
  sendInvite: z.boolean(),
  eventsCount: z.number().int(),
  usersCount: z.number().int(),
  user_hash: z.string(),
  lang: languageSchema,
  is_admin: z.boolean(),
  /** Internal staff (docs/rules/roles-and-permissions.md#internal-staff): may open system settings, read-only. */
  is_staff: z.boolean(),
  /** The user's role in the company (docs/rules/roles-and-permissions.md#company-roles). */
  role: companyRoleSchema,
  license: licenseSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /api/setLanguage */
export const setLanguageBodySchema = z.object({ lang: languageSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;
