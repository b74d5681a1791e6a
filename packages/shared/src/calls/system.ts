import {
  grantLicenseBodySchema,
  setTrialEndBodySchema,
  systemCompaniesQuerySchema,
  systemCompaniesSchema,
  systemCompanyDetailSchema,
  systemCompanyPathSchema,
} from '../schemas/system';
import { supportSettingsBodySchema, supportSettingsSchema } from '../schemas/support';
import { defineCall } from './define-call';

/**
 * System settings (docs/rules/billing.md#system-settings): every company, for admins; internal staff may read but
 * not change. Each change is kept in license_changes and reaches the company's sessions at once.
 */
export const systemCalls = {
  companies: defineCall({
    method: 'GET',
    path: '/system/companies',
    summary: 'Companies, newest first, 20 a page; searched by name or e-mail (admins and internal staff)',
    query: systemCompaniesQuerySchema,
    answer: systemCompaniesSchema,
  }),
  company: defineCall({
    method: 'GET',
    path: '/system/companies/:companyId',
    summary: 'A company with its users and licence changes (admins and internal staff)',
    params: systemCompanyPathSchema,
    answer: systemCompanyDetailSchema,
  }),
  setTrialEnd: defineCall({
    method: 'POST',
    path: '/system/companies/:companyId/trial',
    summary: "Sets the trial's end (extends it, or ends it now) of a company without a running licence (admins)",
    params: systemCompanyPathSchema,
    body: setTrialEndBodySchema,
    answer: systemCompanyDetailSchema,
  }),
  grantLicense: defineCall({
    method: 'POST',
    path: '/system/companies/:companyId/license',
    summary: 'Grants a licence of a plan until a day or without end (admins)',
    params: systemCompanyPathSchema,
    body: grantLicenseBodySchema,
    answer: systemCompanyDetailSchema,
  }),
  endLicense: defineCall({
    method: 'POST',
    path: '/system/companies/:companyId/endLicense',
    summary: "Ends the company's running licence now (admins)",
    params: systemCompanyPathSchema,
    answer: systemCompanyDetailSchema,
  }),
  supportSettings: defineCall({
    method: 'GET',
    path: '/system/support',
    summary: "How the console's Help button reaches support (admins and internal staff)",
    answer: supportSettingsSchema,
  }),
  saveSupportSettings: defineCall({
    method: 'POST',
    path: '/system/support',
    summary: 'Chooses the support: off, built in, Chatwoot or Crisp with their ids (admins)',
    body: supportSettingsBodySchema,
    answer: supportSettingsSchema,
  }),
};
