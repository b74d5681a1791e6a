import type { ImageRef, ImageUsage, Language, LibraryImage } from '@aula/shared';
import { fileUrl } from './file-url';
import type { FileRow, UsageRow } from './repository';

export const presentImageRef = (row: FileRow): ImageRef => ({ id: row.id, url: fileUrl(row.storageKey) });

const presentUsage = ({ kind, eventId, eventName, label }: UsageRow, lang: Language): ImageUsage => ({ kind, eventId, eventName, label: label[lang] });

/** A library image with the places it is used (room names in the request's language), whitelisting the fields sent. */
export function presentLibraryImage(row: FileRow, usages: UsageRow[], lang: Language): LibraryImage {
  return {
    id: row.id,
    url: fileUrl(row.storageKey),
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    usedBy: usages.filter((usage) => usage.fileId === row.id).map((usage) => presentUsage(usage, lang)),
  };
}
