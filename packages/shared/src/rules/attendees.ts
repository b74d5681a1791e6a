import type { AttendeeStatus } from '../schemas/attendees';

/**
 * What an attendee account is for in the venue (docs/rules/attendees.md#account-fields-and-roles); moderators get rights with the engagement
 * issue. A plain list here, free of zod, so that the venue's first load does not carry full zod.
 */
export const ATTENDEE_ROLES = ['attendee', 'speaker', 'moderator', 'exhibitor'] as const;

export const ATTENDEE_COMPANY_MAX_LENGTH = 150;
export const ATTENDEE_JOB_TITLE_MAX_LENGTH = 150;
export const ATTENDEE_GROUP_MAX_LENGTH = 50;

/** An account's status on the list (docs/rules/attendees.md#accounts-list): signed in once outranks invited. */
export function attendeeStatusOf(account: { invitedAt: Date | string | null; firstSignedInAt: Date | string | null }): AttendeeStatus {
  if (account.firstSignedInAt) return 'signed_in';
  return account.invitedAt ? 'invited' : 'not_invited';
}
