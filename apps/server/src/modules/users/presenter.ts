import crypto from 'node:crypto';
import { asLanguage, asCompanyRole, isInternalStaff, licenseStateAt, trialDaysLeft, type Language, type License, type UserInfo } from '@aula/shared';
import { translate } from '../../i18n/messages';
import type { CompanyRow, UserInfoRow } from './repository';

/**
 * Licence texts by language and days left. Every screen asks for the user's info, and i18next's
 * lookup and interpolation cost about as much as the rest of the answer once the session is in
 * memory; the few texts a trial can show are remembered instead (a trial lasts at most a year).
 */
const licenseDescriptions = new Map<string, string>();
const MAX_REMEMBERED_DESCRIPTIONS = 1000;

function licenseDescription(lang: Language, daysLeft: number | 'licensed'): string {
  const key = `${lang}:${daysLeft}`;
  const remembered = licenseDescriptions.get(key);
  if (remembered !== undefined) return remembered;
  const description =
    daysLeft === 'licensed'
      ? translate(lang, 'license_licensed')
      : daysLeft <= 0
        ? translate(lang, 'license_trial_expired')
        : daysLeft === 1
          ? translate(lang, 'license_trial_one_day_left')
          : translate(lang, 'license_trial_days_left', { days: daysLeft });
  if (licenseDescriptions.size < MAX_REMEMBERED_DESCRIPTIONS) licenseDescriptions.set(key, description);
  return description;
}

/** The licence of a company as the banner shows it, in the user's language (docs/rules/billing.md#trial-banner). */
export function presentLicense(company: Pick<CompanyRow, 'license' | 'trialEndsAt' | 'licenseEndsAt'>, lang: Language, now: Date): License {
  const state = licenseStateAt(company, now);
  if (state === 'licensed') {
    return { license: 'licensed', description: licenseDescription(lang, 'licensed'), expiresAt: null };
  }
  // An ended licence is no licence: the banner shows, with its own description (docs/rules/billing.md#trial-banner).
  if (state === 'license_ended') {
    return { license: 'trial', description: translate(lang, 'license_ended'), expiresAt: company.licenseEndsAt?.toISOString() ?? null };
  }
  const endsAt = company.trialEndsAt;
  return { license: 'trial', description: licenseDescription(lang, trialDaysLeft(endsAt, now)), expiresAt: endsAt ? endsAt.toISOString() : null };
}

/** Identity verification for the support chat: the e-mail signed with the chat's secret. */
export function supportChatHash(email: string, secret: string): string {
  return secret ? crypto.createHmac('sha256', secret).update(email).digest('hex') : '';
}

/** Whitelists what GET /api/getUserInfo sends; never a hash, a token or an internal flag. */
export function presentUserInfo(input: UserInfoRow & { supportChatSecret: string; staffEmailDomain: string; now: Date }): UserInfo {
  const { user, company } = input;
  const lang = asLanguage(user.lang);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    image: user.image,
    company: company.name,
    company_id: company.id,
    active: user.active,
    sendInvite: user.sendInvite,
    eventsCount: input.eventsCount,
    usersCount: input.usersCount,
    user_hash: supportChatHash(user.email, input.supportChatSecret),
    lang,
    is_admin: user.isAdmin,
    is_staff: isInternalStaff(user.email, input.staffEmailDomain),
    role: asCompanyRole(user.role),
    license: presentLicense(company, lang, input.now),
  };
}
