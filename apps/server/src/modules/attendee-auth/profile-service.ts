import type { VenueProfile } from '@aula/shared';
import type { Database } from '../../db/client';
import { unauthorized } from '../../http/domain-error';
import { fileUrl } from '../files/file-url';
import { presentVenueProfile } from './presenter';
import { createAttendeeProfileRepository } from './repository';
import type { AuthenticatedAttendee } from './sessions';

/** The attendee's own profile in the venue. */
export function createVenueProfileService(db: Database) {
  const repository = createAttendeeProfileRepository(db);
  return {
    async me(attendee: AuthenticatedAttendee): Promise<VenueProfile> {
      const row = await repository.find(attendee.accountId);
      // Erased between the session check and this read: the session is as good as ended.
      if (!row) throw unauthorized();
      return presentVenueProfile(row, attendee.eventCode, row.photo ? fileUrl(row.photo) : null);
    },
  };
}

export type VenueProfileService = ReturnType<typeof createVenueProfileService>;
