import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { ERROR_CODES, IMAGE_CONTENT_TYPES, type ImageRef, type Language, type LibraryImage } from '@aula/shared';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { isSafeStorageKey } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../http/domain-error';
import { translate, type MessageKey } from '../../i18n/messages';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import { fileUrl } from './file-url';
import { cleanFileName } from './file-name';
import { decodeImage, type DecodedImage } from './image-decode';
import { requireProfilePhotoShape } from './profile-photo';
import { requireOwnFile } from './policy';
import { presentImageRef, presentLibraryImage } from './presenter';
import { createFilesRepository, type FileRow, type UsageRow } from './repository';
import type { UploadedImage } from './uploads';

type Caller = Pick<AuthenticatedUser, 'companyId'>;

/** A stored file ready to be sent: its bytes and the content type it was accepted as. */
export type ServedFile = { contentType: string; byteSize: number; stream: Readable };

const USAGE_MESSAGES: Record<UsageRow['kind'], MessageKey> = {
  room: 'file_usage_room',
  'event-image': 'file_usage_event_image',
  logo: 'file_usage_logo',
  banner: 'file_usage_banner',
};

/**
 * The company's image library, the rich-text editors' uploads and the public file address.
 * Images are checked by content; every id is checked against the caller's company.
 */
export function createFilesService(
  db: Database,
  { storage, events }: { storage: FileStorage; events: Pick<EventsService, 'requireOwned'> },
) {
  const repository = createFilesRepository(db);

  /** Checks the upload (and whatever `check` adds), stores the bytes under a new random key, then records the file. */
  async function store(
    user: Caller,
    upload: UploadedImage | null,
    origin: FileRow['origin'],
    eventId: number | null,
    check: (image: DecodedImage) => void = () => undefined,
  ): Promise<FileRow> {
    const image = await decodeImage(upload);
    check(image);
    const storageKey = `${crypto.randomBytes(18).toString('base64url')}.${image.extension}`;
    await storage.put(storageKey, image.content, image.contentType);
    try {
      return await repository.insert({
        companyId: user.companyId,
        eventId,
        origin,
        storageKey,
        fileName: cleanFileName(upload!.filename, image.extension),
        contentType: image.contentType,
        byteSize: image.content.length,
        width: image.width,
        height: image.height,
      });
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * One of the company's library or editor images, or 404. An attendee's photo is never one: no
   * room or design may take it, and only its own account replaces or removes it.
   */
  async function ownImage(user: Caller, fileId: number): Promise<FileRow> {
    const file = requireOwnFile(await repository.findById(fileId), user);
    if (file.origin === 'photo') throw notFound();
    return file;
  }

  return {
    /**
     * The image a form chose, for modules that store an image id (rooms, designs): 404 for a
     * missing file or another company's, exactly alike.
     */
    async requireOwnImage(user: Caller, fileId: number): Promise<ImageRef> {
      return presentImageRef(await ownImage(user, fileId));
    },

    /** The library, newest first, each image with where it is used (GET /api/library/images). */
    async list(user: Caller, lang: Language): Promise<LibraryImage[]> {
      const rows = await repository.listLibrary(user.companyId);
      const usages = await repository.usages(
        user.companyId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentLibraryImage(row, usages, lang));
    },

    /** Adds an image to the library (POST /api/library/images). */
    async upload(user: Caller, upload: UploadedImage | null): Promise<LibraryImage> {
      return presentLibraryImage(await store(user, upload, 'library', null), [], 'en');
    },

    /**
     * Deletes a library image and its bytes (POST /api/library/images/{id}/delete); refused with
     * 409 `file_in_use`, naming the places, while a room or a design uses it.
     */
    async delete(user: Caller, fileId: number, lang: Language): Promise<void> {
      const file = await ownImage(user, fileId);
      const usages = await repository.usages(user.companyId, [file.id]);
      if (usages.length > 0 || (await repository.isReferenced(file.id))) {
        const places = usages
          .map((usage) => translate(lang, USAGE_MESSAGES[usage.kind], { label: usage.label[lang], event: usage.eventName }))
          .join(', ');
        throw new DomainError(409, ERROR_CODES.fileInUse, 'file_in_use', undefined, { places });
      }
      await repository.delete(file.id);
      await storage.delete(file.storageKey);
    },

    /** A rich-text editor's image for one of the company's events (POST /api/tinymceUpload/{eventId}). */
    async editorUpload(user: Caller, eventId: number, upload: UploadedImage | null): Promise<{ location: string }> {
      await events.requireOwned(user, eventId);
      const row = await store(user, upload, 'editor', eventId);
      return { location: fileUrl(row.storageKey) };
    },

    /**
     * Checks a profile photo (SPEC §5: PNG or JPEG by content, at most 1,048,576 bytes, at least
     * 500x500 px, square), stores a clean copy for an event of a company, and answers its storage
     * key, which an attendee account keeps in `photo` (its address is `fileUrl(key)`). The one
     * place that accepts photos, for the console's account form and the attendee's own profile.
     */
    async storeProfilePhoto(owner: { companyId: number; eventId: number }, upload: UploadedImage): Promise<string> {
      const row = await store(owner, upload, 'photo', owner.eventId, requireProfilePhotoShape);
      return row.storageKey;
    },

    /** Removes a profile photo stored by `storeProfilePhoto` (replaced, removed, or its account gone); other files are left alone. */
    async deleteProfilePhoto(storageKey: string): Promise<void> {
      const row = await repository.findByStorageKey(storageKey);
      if (!row || row.origin !== 'photo') return;
      await repository.delete(row.id);
      await storage.delete(row.storageKey);
    },

    /** A stored image by its public key, or null (GET /api/files/{storageKey}); only PNG and JPEG are ever served. */
    async serve(storageKey: string): Promise<ServedFile | null> {
      if (!isSafeStorageKey(storageKey)) return null;
      const row = await repository.findByStorageKey(storageKey);
      if (!row || !(IMAGE_CONTENT_TYPES as readonly string[]).includes(row.contentType)) return null;
      const stream = await storage.getStream(storageKey);
      return stream ? { contentType: row.contentType, byteSize: row.byteSize, stream } : null;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
