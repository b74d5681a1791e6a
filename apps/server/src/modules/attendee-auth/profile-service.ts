import type { VenueProfile, VenueProfileBody } from '@aula/shared';
import type { Database } from '../../db/client';
import { unauthorized } from '../../http/domain-error';
import { fileUrl } from '../files/file-url';
import type { FilesService } from '../files/service';
import type { UploadedImage } from '../files/uploads';
import { presentVenueProfile } from './presenter';
import { createAttendeeProfileRepository, type AttendeeProfileRow } from './repository';
import type { AuthenticatedAttendee } from './sessions';
import { attendeeEventCaller } from '../events/policy';

type Deps = { files: Pick<FilesService, 'storePhoto' | 'discardPhotos'>; now: () => Date };

/** The attendee's own profile in the venue: read it, change name and language, set or remove the photo. */
export function createVenueProfileService(db: Database, { files, now }: Deps) {
  const repository = createAttendeeProfileRepository(db);

  const present = (row: AttendeeProfileRow, attendee: AuthenticatedAttendee) =>
    presentVenueProfile(row, attendee.eventCode, row.photo ? fileUrl(row.photo) : null);

  // Erased between the session check and this read: the session is as good as ended.
  const orSignedOut = (row: AttendeeProfileRow | null): AttendeeProfileRow => {
    if (!row) throw unauthorized();
    return row;
  };

  return {
    async me(attendee: AuthenticatedAttendee): Promise<VenueProfile> {
      return present(orSignedOut(await repository.find(attendee.accountId)), attendee);
    },

    /**
     * POST /venue/me: first and last name, the language of the venue and of the account's mails, and
     * what the people directory shows of them (docs/rules/venue.md#people).
     */
    async save(attendee: AuthenticatedAttendee, changes: VenueProfileBody): Promise<VenueProfile> {
      return present(orSignedOut(await repository.update(attendee.accountId, changes, now())), attendee);
    },

    /**
     * POST /venue/me/photo: a new photo (checked and stored by the files service), or none when
     * `upload` is null; the previous photo's file is removed either way. Answers the photo's address.
     */
    async setPhoto(attendee: AuthenticatedAttendee, upload: UploadedImage | null): Promise<{ photoUrl: string | null }> {
      const before = orSignedOut(await repository.find(attendee.accountId));
      const photo = upload ? await files.storePhoto(attendeeEventCaller(attendee), attendee.eventId, upload) : null;
      const saved = await repository.update(attendee.accountId, { photo }, now());
      if (!saved) {
        if (photo) await files.discardPhotos([photo]);
        throw unauthorized();
      }
      if (before.photo && before.photo !== photo) await files.discardPhotos([before.photo]);
      return { photoUrl: photo ? fileUrl(photo) : null };
    },
  };
}

export type VenueProfileService = ReturnType<typeof createVenueProfileService>;
