import type { LicenseState } from '../schemas/billing';

/** What decides a company's licence state; `license` is 'trial' or 'licensed' (docs/rules/billing.md#licence-and-trial). */
export type LicenseFacts = { license: string; trialEndsAt: Date | null; licenseEndsAt: Date | null };

/**
 * A company's licence state at an instant (docs/rules/billing.md#licence-and-trial): a licence without end never ends (an
 * admin's grant); a trial without end date counts as ended, as a trial is always given one.
 */
export function licenseStateAt(facts: LicenseFacts, now: Date): LicenseState {
  if (facts.license === 'licensed') {
    return facts.licenseEndsAt === null || facts.licenseEndsAt > now ? 'licensed' : 'license_ended';
  }
  return facts.trialEndsAt !== null && facts.trialEndsAt > now ? 'trial' : 'trial_ended';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days of a trial left at `now`, a started day counting as a day (a trial ending in 2 h
 * still has 1 day left); 0 once it has ended or when it has no end (it counts as ended, above).
 * The trial banner and the billing page both show this number.
 */
export function trialDaysLeft(endsAt: Date | null, now: Date): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

/** Whether the console's work is open in this state; the ended states answer 4034 or 4035 (docs/rules/billing.md#licence-gate). */
export const licenseAllowsWork = (state: LicenseState): boolean => state === 'trial' || state === 'licensed';
