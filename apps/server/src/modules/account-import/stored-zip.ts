import zlib from 'node:zlib';
import { DIRECTORY_ENTRY, END_OF_DIRECTORY, LOCAL_HEADER } from './zip-directory';

export type ZipPart = { name: string; content: Buffer };

const STORED = 0;
const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** 1 January 1980, the earliest date a ZIP can hold: the parts' dates mean nothing to the reader. */
const FIRST_DAY = (1 << 5) | 1;

/** The fields local header and directory entry share, from the version needed to the name's length. */
function sharedFields(part: ZipPart, name: Buffer): Buffer {
  const fields = Buffer.alloc(24);
  fields.writeUInt16LE(VERSION, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(STORED, 4);
  fields.writeUInt16LE(FIRST_DAY, 8);
  fields.writeUInt32LE(zlib.crc32(part.content), 10);
  fields.writeUInt32LE(part.content.length, 14);
  fields.writeUInt32LE(part.content.length, 18);
  fields.writeUInt16LE(name.length, 22);
  return fields;
}

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const uint16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};

/**
 * A ZIP of the given parts, stored without compression: what the sheet reader gets of an upload
 * once its parts have been unpacked under the budget, so that it has nothing left to inflate.
 * Fits the import's limits (fewer than 65,536 parts, less than 4 GB).
 */
export function storedZipOf(parts: ZipPart[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const shared = sharedFields(part, name);
    // After the shared fields: the extra field's length (none) in the local header; in the
    // directory entry also comment, disk, attributes (all none) and where the local header is.
    const localHeader = Buffer.concat([uint32(LOCAL_HEADER), shared, uint16(0), name]);
    const directoryTail = Buffer.concat([Buffer.alloc(12), uint32(offset)]);
    directory.push(Buffer.concat([uint32(DIRECTORY_ENTRY), uint16(VERSION), shared, directoryTail, name]));
    // The contents are copied once, into the whole archive.
    files.push(localHeader, part.content);
    offset += localHeader.length + part.content.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.concat([uint32(END_OF_DIRECTORY), Buffer.alloc(4), uint16(parts.length), uint16(parts.length), uint32(directoryBytes.length), uint32(offset), uint16(0)]);
  return Buffer.concat([...files, directoryBytes, end]);
}
