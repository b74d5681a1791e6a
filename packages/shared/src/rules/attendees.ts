import type { AttendeeStatus } from '../schemas/attendees';

/** An account's status on the list (issue 9 §1): signed in once outranks invited. */
export function attendeeStatusOf(account: { invitedAt: Date | string | null; firstSignedInAt: Date | string | null }): AttendeeStatus {
  if (account.firstSignedInAt) return 'signed_in';
  return account.invitedAt ? 'invited' : 'not_invited';
}
