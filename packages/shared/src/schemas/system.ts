import { z } from 'zod';
import { companyRoleSchema } from '../rules/company-roles';
import { PLAN_IDS, planIdSchema } from '../rules/plans';
import { licenseStateSchema } from './billing';
import { idTextSchema } from './ids';

/** Companies on one page of system settings (docs/rules/billing.md#system-settings), paged as the events list is. */
export const SYSTEM_COMPANIES_PAGE_SIZE = 20;
export const SYSTEM_SEARCH_MAX_LENGTH = 200;

/** GET /api/system/companies?search=&page= : by company name or any of its users' e-mail. */
export const systemCompaniesQuerySchema = z.object({
  search: z.string({ error: 'validation.invalid' }).trim().max(SYSTEM_SEARCH_MAX_LENGTH, { error: 'validation.max_200' }).default(''),
  page: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(100_000, { error: 'validation.invalid' }).default(1),
});
export type SystemCompaniesQuery = z.input<typeof systemCompaniesQuerySchema>;

export const systemCompanyPathSchema = z.object({ companyId: idTextSchema });

/** One company as system settings list it; instants are ISO text, null where not set. */
export const systemCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first owner's address; null only for a company whose owners were all removed. */
  ownerEmail: z.string().nullable(),
  plan: planIdSchema.nullable(),
  state: licenseStateSchema,
  trialEndsAt: z.string().nullable(),
  licenseEndsAt: z.string().nullable(),
  usersCount: z.number().int(),
  eventsCount: z.number().int(),
  createdAt: z.string(),
});
export type SystemCompany = z.infer<typeof systemCompanySchema>;

export const systemCompaniesSchema = z.object({
  companies: z.array(systemCompanySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** False for internal staff, who may only look (docs/rules/roles-and-permissions.md#internal-staff). */
  mayChange: z.boolean(),
});
export type SystemCompanies = z.infer<typeof systemCompaniesSchema>;

/** A user as the company's page in system settings shows them. */
export const SYSTEM_USER_STATUSES = ['active', 'pending', 'deactivated'] as const;
export const systemUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  /** Pending: invited or signed up, the address not yet confirmed; deactivated by an owner. */
  status: z.enum(SYSTEM_USER_STATUSES),
});
export type SystemUser = z.infer<typeof systemUserSchema>;

export const LICENSE_CHANGE_ACTIONS = ['extend_trial', 'grant_license', 'end_license'] as const;
export const licenseChangeSchema = z.object({
  id: z.number().int(),
  action: z.enum(LICENSE_CHANGE_ACTIONS),
  detail: z.string(),
  /** The admin's address; null when that account was removed since. */
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type LicenseChange = z.infer<typeof licenseChangeSchema>;

/** GET /api/system/companies/{companyId}: the company, its users and the admins' licence changes, newest first. */
export const systemCompanyDetailSchema = z.object({
  company: systemCompanySchema,
  users: z.array(systemUserSchema),
  changes: z.array(licenseChangeSchema),
  mayChange: z.boolean(),
});
export type SystemCompanyDetail = z.infer<typeof systemCompanyDetailSchema>;

/** A calendar day, `YYYY-MM-DD`; the action takes the end of that day in UTC (docs/decisions/0049-system-settings.md). */
const dayText = z.string({ error: 'validation.invalid_date' }).trim();
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a day given as `YYYY-MM-DD` ends (UTC), or null when the text is no real day. */
export function endOfDayUtc(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(Date.UTC(year, month - 1, date, 23, 59, 59, 999));
  return end.getUTCFullYear() === year && end.getUTCMonth() === month - 1 && end.getUTCDate() === date ? end : null;
}

const checkDay = (value: { endsOn: string }, ctx: z.RefinementCtx) => {
  if (value.endsOn === '') ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['endsOn'] });
  else if (!endOfDayUtc(value.endsOn)) ctx.addIssue({ code: 'custom', message: 'validation.invalid_date', path: ['endsOn'] });
};

/**
 * POST /api/system/companies/{companyId}/trial: the trial ends now (`endNow`), or at the end of
 * `endsOn`, any day, past ones included (an admin may back-date the end).
 */
export const setTrialEndBodySchema = z
  .object({ endNow: z.boolean({ error: 'validation.invalid' }), endsOn: dayText.default('') })
  .superRefine((value, ctx) => {
    if (!value.endNow) checkDay(value, ctx);
  });
export type SetTrialEndBody = z.infer<typeof setTrialEndBodySchema>;

/** POST /api/system/companies/{companyId}/license: a plan until the end of `endsOn` (a later day), or without end. */
export const grantLicenseBodySchema = z
  .object({
    plan: z.enum(PLAN_IDS, { error: 'validation.unknown_plan' }),
    withoutEnd: z.boolean({ error: 'validation.invalid' }),
    endsOn: dayText.default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.withoutEnd) checkDay(value, ctx);
  });
export type GrantLicenseBody = z.infer<typeof grantLicenseBodySchema>;
