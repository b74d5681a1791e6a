import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';
import { companyRoleSchema } from '../rules/company-roles';
import { idOrNewSchema, idSchema, idTextSchema } from './ids';
import { languageSchema, personNameSchema } from './primitives';

/** Where a company's user stands: invited (no password yet), active, or deactivated by an owner. */
export const COMPANY_USER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export const companyUserStatusSchema = z.enum(COMPANY_USER_STATUSES);
export type CompanyUserStatus = z.infer<typeof companyUserStatusSchema>;

/** The most events one host may be assigned in one save; far above any real company's events. */
export const HOST_EVENTS_MAX = 1000;

/** One of the company's users as the owner's users screens show them (docs/rules/roles-and-permissions.md#company-users). */
export const companyUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  lang: languageSchema,
  status: companyUserStatusSchema,
  /** The events assigned to a host, by start; empty for owners and managers, who reach every event. */
  events: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** The users screen: the company's users, and the plan's users limit (invited users count). */
export const companyUserListSchema = z.object({
  users: z.array(companyUserSchema),
  /** How many users the company's plan allows, invited ones included; null for no limit. */
  limit: z.number().nullable(),
});
export type CompanyUserList = z.infer<typeof companyUserListSchema>;

export const companyUserPathSchema = z.object({ userId: idTextSchema });

const roleField = z.enum(companyRoleSchema.options, { error: 'validation.invalid' });

/**
 * Invites a user (id 0: e-mail, names, role, language, for a host the assigned events) or changes
 * one (names, role, assigned events; the e-mail and language stay the user's own).
 */
export const saveCompanyUserBodySchema = z.object({
  id: idOrNewSchema,
  /** Required for an invitation; ignored for an existing user. */
  email: z
    .string({ error: 'validation.invalid_email' })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: 'validation.invalid_email' })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'validation.invalid_email' }),
  firstName: personNameSchema,
  lastName: personNameSchema,
  role: roleField,
  lang: languageSchema,
  /** The events a host is assigned; ignored (and cleared) for owners and managers. */
  eventIds: z.array(idSchema).max(HOST_EVENTS_MAX, { error: 'validation.invalid' }),
});
export type SaveCompanyUserBody = z.infer<typeof saveCompanyUserBodySchema>;
