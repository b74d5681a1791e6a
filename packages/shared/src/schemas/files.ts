import { z } from 'zod';
import { idTextSchema } from './ids';
import { IMAGE_SHAPES } from '../rules/uploads';

/**
 * A chosen image as forms and records carry it: the library file's id (checked against the
 * caller's company on the server) and its public address.
 */
export const imageRefSchema = z.object({ id: z.number().int(), url: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** The address of a stored file: its key, as GET /api/files/{storageKey} takes it. */
export const storageKeyPathSchema = z.object({ storageKey: z.string().max(200) });

/** Where a library image is used; `label` is the room's (or booth's) name or empty for an event's design images. */
export const imageUsageSchema = z.object({
  kind: z.enum(['room', 'event-image', 'logo', 'banner', 'custom-css', 'booth']),
  eventId: z.number().int(),
  eventName: z.string(),
  label: z.string(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

/** An image of the company's library (GET /api/library/images, POST /api/library/images). */
export const libraryImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** ISO 8601 in UTC. */
  createdAt: z.string(),
  usedBy: z.array(imageUsageSchema),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;
export const libraryImageListSchema = z.array(libraryImageSchema);

/** Query of a library upload: `square` for a square slot (docs/rules/uploads.md#square-images), `any` by default. */
export const libraryUploadQuerySchema = z.object({ shape: z.enum(IMAGE_SHAPES).default('any') });

/** Path of the library's per-image calls. */
export const libraryImageIdPathSchema = z.object({ id: idTextSchema });

/** Answer of POST /api/tinymceUpload/{eventId}: the address the editor inserts. */
export const editorUploadResultSchema = z.object({ location: z.string() });
export type EditorUploadResult = z.infer<typeof editorUploadResultSchema>;
