import type { LicenseState } from '../schemas/billing';

/** What decides a company's licence state; `license` is 'trial' or 'licensed' (SPEC §6). */
export type LicenseFacts = { license: string; trialEndsAt: Date | null; licenseEndsAt: Date | null };

/**
 * A company's licence state at an instant (issue 12 §3): a licence without end never ends (an
 * admin's grant); a trial without end date counts as ended, as a trial is always given one.
 */
export function licenseStateAt(facts: LicenseFacts, now: Date): LicenseState {
  if (facts.license === 'licensed') {
    return facts.licenseEndsAt === null || facts.licenseEndsAt > now ? 'licensed' : 'license_ended';
  }
  return facts.trialEndsAt !== null && facts.trialEndsAt > now ? 'trial' : 'trial_ended';
}

/** Whether the console's work is open in this state; the ended states answer 4034 or 4035 (SPEC §8). */
export const licenseAllowsWork = (state: LicenseState): boolean => state === 'trial' || state === 'licensed';
