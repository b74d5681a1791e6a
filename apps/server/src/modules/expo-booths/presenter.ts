import type { Booth, VenueBooth } from '@aula/shared';
import { fileUrl } from '../files/file-url';
import type { BoothRecord } from './repository';

/** A booth as the API sends it, whitelisting the fields; files leave as their public address. */
export function presentBooth(record: BoothRecord): Booth {
  return {
    roomId: record.roomId,
    logo: record.logo ? { id: record.logo.id, url: fileUrl(record.logo.storageKey) } : null,
    description: record.description,
    links: record.links.map(({ label, url }) => ({ label, url })),
    files: record.files.map((file) => ({ id: file.id, url: fileUrl(file.storageKey), fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize })),
  };
}

/** A booth as attendees see it: addresses only, no library ids. */
export function presentVenueBooth(record: BoothRecord): VenueBooth {
  return {
    roomId: record.roomId,
    logoUrl: record.logo ? fileUrl(record.logo.storageKey) : null,
    description: record.description,
    links: record.links.map(({ label, url }) => ({ label, url })),
    files: record.files.map((file) => ({ url: fileUrl(file.storageKey), fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize })),
  };
}
