import {
  endOfDayUtc,
  ERROR_CODES,
  licenseStateAt,
  SYSTEM_COMPANIES_PAGE_SIZE,
  type GrantLicenseBody,
  type SetTrialEndBody,
  type SystemCompanies,
  type SystemCompanyDetail,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, forbidden, notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { CompanyChanges } from '../auth/session-cache-sync';
import { systemAccessOf, type SystemAccess } from './policy';
import { presentChange, presentCompany, presentUser } from './presenter';
import { createSystemRepository, type CompanyRow, type LicenseDecision } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'isAdmin' | 'email'>;

type SystemDeps = {
  /** Makes every instance's session cache forget the changed company, so its banner and licence gate follow at once. */
  companyChanges: CompanyChanges;
  staffEmailDomain: string;
  now: () => Date;
};

const conflict = (messageKey: 'system_company_licensed' | 'system_company_not_licensed') =>
  new DomainError(409, ERROR_CODES.licenseStateConflict, messageKey);

/**
 * System settings (docs/rules/billing.md#system-settings): every company with its licence, for admins, who may set
 * a trial's end, grant a licence or end one; internal staff may read. Each change writes its
 * license_changes row in the same transaction and is announced to the session caches.
 */
export function createSystemService(db: Database, deps: SystemDeps) {
  const repository = createSystemRepository(db);
  const { companyChanges, now } = deps;

  // The session carries the address, so the staff check reads no user row.
  const accessOf = (caller: Caller): SystemAccess => systemAccessOf(caller, deps.staffEmailDomain);
  const requireReader = (caller: Caller): SystemAccess => {
    const access = accessOf(caller);
    if (!access) throw forbidden();
    return access;
  };

  const detail = async (companyId: number, access: SystemAccess): Promise<SystemCompanyDetail> => {
    const company = await repository.findCompany(companyId);
    if (!company) throw notFound();
    const [users, changes] = await Promise.all([repository.companyUsers(companyId), repository.licenseChanges(companyId)]);
    return {
      company: presentCompany(company, now()),
      users: users.map(presentUser),
      changes: changes.map(presentChange),
      mayChange: access === 'change',
    };
  };

  /** Runs an admin's action on a company and answers the company as it is afterwards. */
  const change = async (caller: Caller, companyId: number, decide: (company: CompanyRow, at: Date) => LicenseDecision) => {
    if (accessOf(caller) !== 'change') throw forbidden();
    const at = now();
    const found = await repository.changeLicense(companyId, caller.id, at, (company) => decide(company, at));
    if (!found) throw notFound();
    companyChanges.announce(companyId);
    return detail(companyId, 'change');
  };

  return {
    async companies(caller: Caller, query: { search: string; page: number }): Promise<SystemCompanies> {
      const access = requireReader(caller);
      const { page } = query;
      const { rows, total } = await repository.listCompanies(query.search, SYSTEM_COMPANIES_PAGE_SIZE, (page - 1) * SYSTEM_COMPANIES_PAGE_SIZE);
      const at = now();
      return {
        companies: rows.map((row) => presentCompany(row, at)),
        total,
        page,
        pageSize: SYSTEM_COMPANIES_PAGE_SIZE,
        mayChange: access === 'change',
      };
    },

    async company(caller: Caller, companyId: number): Promise<SystemCompanyDetail> {
      return detail(companyId, requireReader(caller));
    },

    /**
     * Puts the company on a trial ending now or at the end of the given day, any day (a past one
     * ends it as of then). Refused while a licence runs: that is ended first, on purpose.
     */
    setTrialEnd(caller: Caller, companyId: number, body: SetTrialEndBody) {
      return change(caller, companyId, (company, at) => {
        if (licenseStateAt(company, at) === 'licensed') return { refuse: conflict('system_company_licensed') };
        const trialEndsAt = body.endNow ? at : endOfDayUtc(body.endsOn)!;
        return {
          changes: { license: 'trial', plan: null, licenseEndsAt: null, trialEndsAt },
          action: 'extend_trial',
          detail: body.endNow ? `trial ended now (${trialEndsAt.toISOString()})` : `trial ends ${trialEndsAt.toISOString()}`,
        };
      });
    },

    /** Licenses the company for a plan until the end of a later day, or without end; replaces a running licence. */
    grantLicense(caller: Caller, companyId: number, body: GrantLicenseBody) {
      return change(caller, companyId, (_company, at) => {
        const licenseEndsAt = body.withoutEnd ? null : endOfDayUtc(body.endsOn)!;
        if (licenseEndsAt && licenseEndsAt <= at) return { refuse: validationFailed({ endsOn: 'validation.date_not_future' }) };
        return {
          changes: { license: 'licensed', plan: body.plan, licenseEndsAt },
          action: 'grant_license',
          detail: `${body.plan} ${licenseEndsAt ? `until ${licenseEndsAt.toISOString()}` : 'without end'}`,
        };
      });
    },

    /** Ends the company's running licence now; the company then sees 'Subscription ended' (4035). */
    endLicense(caller: Caller, companyId: number) {
      return change(caller, companyId, (company, at) => {
        if (licenseStateAt(company, at) !== 'licensed') return { refuse: conflict('system_company_not_licensed') };
        return {
          changes: { licenseEndsAt: at },
          action: 'end_license',
          detail: `${company.plan ?? 'licence'} ended ${at.toISOString()}`,
        };
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
