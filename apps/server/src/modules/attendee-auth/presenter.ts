import { asLanguage, attendeeRoleSchema, type VenueProfile } from '@aula/shared';
import type { AttendeeProfileRow } from './repository';

/** The fields of their own account an attendee sees; never the password hash or the console's notes. */
export function presentVenueProfile(row: AttendeeProfileRow, code: string, photoUrl: string | null): VenueProfile {
  return {
    id: row.id,
    eventId: row.eventId,
    code,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    company: row.company,
    jobTitle: row.jobTitle,
    bio: row.bio,
    hiddenFromDirectory: row.hiddenFromDirectory,
    role: attendeeRoleSchema.catch('attendee').parse(row.role),
    lang: asLanguage(row.lang),
    photoUrl,
  };
}
