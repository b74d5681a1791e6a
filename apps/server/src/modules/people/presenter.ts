import { attendeeRoleSchema, type VenuePerson, type VenuePersonSummary } from '@aula/shared';
import { displayNameOf } from '../engagement/presenter';
import { fileUrl } from '../files/file-url';
import type { PersonRow } from './repository';

/** A person as the directory and a session's speakers show them: never the e-mail address or the groups. */
export function presentPersonSummary(row: PersonRow): VenuePersonSummary {
  return {
    accountId: row.id,
    displayName: displayNameOf(row),
    photo: row.photo ? fileUrl(row.photo) : null,
    company: row.company,
    jobTitle: row.jobTitle,
    role: attendeeRoleSchema.catch('attendee').parse(row.role),
  };
}

export function presentPerson(row: PersonRow, sessionIds: number[], mayWrite: boolean): VenuePerson {
  return { ...presentPersonSummary(row), bio: row.bio, sessionIds, mayWrite };
}
