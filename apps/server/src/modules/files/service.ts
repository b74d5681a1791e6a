import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, IMAGE_CONTENT_TYPES, type ImageRef, type ImageShape, type Language, type LibraryImage } from '@aula/shared';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { isSafeStorageKey } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../http/domain-error';
import { translate, type MessageKey } from '../../i18n/messages';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import { fileUrl } from './file-url';
import { cleanFileName } from './file-name';
import { decodeImage, requireSquareShape, type DecodedImage } from './image-decode';
import { requireOwnFile } from './policy';
import { requireLibraryEditor } from '../events/policy';
import { presentImageRef, presentLibraryImage } from './presenter';
import { createFilesRepository, type FileOrigin, type FileRow, type UsageRow } from './repository';
import type { UploadedImage } from './uploads';

type Caller = Pick<AuthenticatedUser, 'companyId'>;
/** A caller of the calls that take an event id, judged by the event policy (role included). */
type EventCaller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/** A stored file ready to be sent: its bytes and the content type it was accepted as. */
export type ServedFile = { contentType: string; byteSize: number; stream: Readable };

const USAGE_MESSAGES: Record<UsageRow['kind'], MessageKey> = {
  room: 'file_usage_room',
  'event-image': 'file_usage_event_image',
  logo: 'file_usage_logo',
  banner: 'file_usage_banner',
  'custom-css': 'file_usage_custom_css',
  booth: 'file_usage_booth',
};

/**
 * The company's image library, the rich-text editors' uploads and the public file address.
 * Images are checked by content; every id is checked against the caller's company.
 */
export function createFilesService(
  db: Database,
  { storage, events, log }: { storage: FileStorage; events: Pick<EventsService, 'requireOwned' | 'reachableEventIds'>; log: Pick<FastifyBaseLogger, 'warn'> },
) {
  const repository = createFilesRepository(db);

  /** Stores a checked image's bytes under a new random key, then records the file. */
  async function store(user: Caller, image: DecodedImage, fileName: string, origin: FileOrigin, eventId: number | null): Promise<FileRow> {
    const storageKey = `${crypto.randomBytes(18).toString('base64url')}.${image.extension}`;
    await storage.put(storageKey, image.content, image.contentType);
    try {
      return await repository.insert({
        companyId: user.companyId,
        eventId,
        origin,
        storageKey,
        fileName: cleanFileName(fileName, image.extension),
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

  /** Checks an upload by content (docs/rules/uploads.md#image-uploads) and stores it. */
  async function storeUpload(user: Caller, upload: UploadedImage | null, origin: FileOrigin, eventId: number | null): Promise<FileRow> {
    const image = await decodeImage(upload);
    return store(user, image, upload!.filename, origin, eventId);
  }

  /**
   * One of the company's library or editor images, or 404. An attendee's photo is never one: it is
   * personal data that leaves with its account, nobody's image to pick, replace or delete; nor is
   * a wall post's image, which belongs to its post.
   */
  async function ownImage(user: Caller, fileId: number): Promise<FileRow> {
    const file = requireOwnFile(await repository.findById(fileId), user);
    if (file.origin === 'photo' || file.origin === 'wall') throw notFound();
    return file;
  }

  /** Deletes the files of one origin among the keys, rows and bytes; bytes that cannot be deleted are only logged. */
  async function discard(origin: 'photo' | 'wall', storageKeys: readonly string[]): Promise<void> {
    if (storageKeys.length === 0) return;
    const removed = await repository.deleteOfOrigin(origin, storageKeys);
    const results = await Promise.allSettled(removed.map((key) => storage.delete(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) log.warn({ failed, origin }, 'file bytes could not be deleted');
  }

  return {
    /**
     * The image a form chose, for modules that store an image id (rooms, designs): 404 for a
     * missing file or another company's, exactly alike. A square slot (`squareField`, the body's
     * field it came in) refuses an image under 500x500 px or not 1:1 (docs/rules/uploads.md#square-images).
     */
    async requireOwnImage(user: Caller, fileId: number, squareField?: string): Promise<ImageRef> {
      const file = await ownImage(user, fileId);
      if (squareField) requireSquareShape(file, 'image', squareField);
      return presentImageRef(file);
    },

    /** A library file a booth offers to download: 404 for a missing file or another company's, exactly alike. */
    async requireOwnDownload(user: Caller, fileId: number): Promise<{ id: number; contentType: string }> {
      const file = await ownImage(user, fileId);
      return { id: file.id, contentType: file.contentType };
    },

    /**
     * Which of the addresses are the company's own library or editor images: the only files custom
     * CSS may load (docs/rules/design.md#custom-css).
     */
    async ownImageUrls(user: Caller, urls: readonly string[]): Promise<ReadonlySet<string>> {
      const keyOf = new Map(urls.map((url) => [url, url.startsWith(fileUrl('')) ? url.slice(fileUrl('').length) : '']));
      const keys = [...new Set(keyOf.values())].filter(isSafeStorageKey);
      const own = new Set(await repository.companyImageKeys(user.companyId, keys));
      return new Set(urls.filter((url) => own.has(keyOf.get(url)!)));
    },

    /** The library, newest first, each image with where it is used in events the caller reaches (GET /api/library/images). */
    async list(user: EventCaller, lang: Language): Promise<LibraryImage[]> {
      const rows = await repository.listLibrary(user.companyId);
      const usages = await repository.usages(
        user.companyId,
        rows.map((row) => row.id),
      );
      // A host learns the names of their own events only (docs/decisions/0055-server-review-follow-ups.md).
      const reachable = await events.reachableEventIds(user);
      const shown = reachable ? usages.filter((usage) => reachable.has(usage.eventId)) : usages;
      return rows.map((row) => presentLibraryImage(row, shown, lang));
    },

    /** Adds an image to the library (POST /api/library/images); a square one for a square slot (docs/rules/uploads.md#square-images). */
    async upload(user: Caller, upload: UploadedImage | null, shape: ImageShape): Promise<LibraryImage> {
      const image = await decodeImage(upload);
      if (shape === 'square') requireSquareShape(image, 'image');
      return presentLibraryImage(await store(user, image, upload!.filename, 'library', null), [], 'en');
    },

    /**
     * Deletes a library image and its bytes (POST /api/library/images/{id}/delete); refused with
     * 409 `file_in_use`, naming the places, while a room, a design or an event's custom CSS uses it.
     */
    async delete(user: EventCaller, fileId: number, lang: Language): Promise<void> {
      const file = await ownImage(user, fileId);
      requireLibraryEditor(user);
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
    async editorUpload(user: EventCaller, eventId: number, upload: UploadedImage | null): Promise<{ location: string }> {
      await events.requireOwned(user, eventId);
      const row = await storeUpload(user, upload, 'editor', eventId);
      return { location: fileUrl(row.storageKey) };
    },

    /**
     * An attendee account's photo for one of the company's events (docs/rules/attendees.md#account-photo): checked like any
     * upload, and then square and at least 500x500 px (docs/rules/uploads.md#photos), which the browser
     * crops to before it sends. Kept out of the library. Answers the stored file's key.
     */
    async storePhoto(user: EventCaller, eventId: number, upload: UploadedImage | null): Promise<string> {
      await events.requireOwned(user, eventId);
      const image = await decodeImage(upload);
      requireSquareShape(image, 'photo');
      return (await store(user, image, upload!.filename, 'photo', eventId)).storageKey;
    },

    /**
     * A console user's own profile photo (docs/rules/accounts-and-sign-in.md#profile): checked like an attendee's photo (docs/rules/uploads.md#photos,
     * square and at least 500x500 px, which the browser crops to) and kept out of the library.
     * Belongs to no event. Answers the stored file's key; `discardPhotos` deletes it again.
     */
    async storeUserPhoto(user: Caller, upload: UploadedImage | null): Promise<string> {
      const image = await decodeImage(upload);
      requireSquareShape(image, 'photo');
      return (await store(user, image, upload!.filename, 'photo', null)).storageKey;
    },

    /**
     * Deletes photos (rows and bytes) once their account no longer points at them: replaced,
     * removed, erased or deleted. Only photos are touched, whatever keys arrive; bytes that cannot
     * be deleted are only logged, the account's change stands.
     */
    async discardPhotos(storageKeys: readonly string[]): Promise<void> {
      await discard('photo', storageKeys);
    },

    /**
     * A social wall post's image (docs/rules/communications.md#social-wall), by an attendee of one of the company's events:
     * checked like any upload (docs/rules/uploads.md#image-uploads: PNG or JPEG by content, at most 1 MB, decoded in full and
     * re-encoded without metadata); any shape. Kept out of the library. Answers the stored file's key.
     */
    async storeWallImage(caller: Caller, eventId: number, upload: UploadedImage): Promise<string> {
      const image = await decodeImage(upload);
      return (await store(caller, image, upload.filename, 'wall', eventId)).storageKey;
    },

    /** Deletes wall images whose post was never saved. */
    async discardWallImages(storageKeys: readonly string[]): Promise<void> {
      await discard('wall', storageKeys);
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
