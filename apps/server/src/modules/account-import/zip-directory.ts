export const END_OF_DIRECTORY = 0x06054b50;
export const DIRECTORY_ENTRY = 0x02014b50;
export const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ENCRYPTED = 0x0001;
const SIZES_AFTER_DATA = 0x0008;
/** Values that say "look in the ZIP64 record instead": ZIP64 is not needed at the upload limit. */
const ZIP64_COUNT = 0xffff;
const ZIP64_NUMBER = 0xffffffff;

/** One file of a ZIP whose two directories agree, with its still packed bytes. */
export type ZipEntry = {
  name: string;
  method: number;
  crc: number;
  uncompressedSize: number;
  data: Buffer;
};

type DirectoryEntry = Omit<ZipEntry, 'data'> & {
  nameBytes: Buffer;
  flags: number;
  compressedSize: number;
  localHeaderAt: number;
};

/** Where the end-of-directory record starts: within the last 64 KiB (its comment's most) plus its own 22 bytes. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** The central directory's entries, or null when it does not fill exactly the bytes it claims. */
function directoryEntries(zip: Buffer, end: number): { entries: DirectoryEntry[]; startsAt: number } | null {
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const startsAt = zip.readUInt32LE(end + 16);
  const onOneDisk = zip.readUInt16LE(end + 4) === 0 && zip.readUInt16LE(end + 6) === 0 && zip.readUInt16LE(end + 8) === count;
  const endsTheFile = end + 22 + zip.readUInt16LE(end + 20) === zip.length;
  if (!onOneDisk || !endsTheFile || count === ZIP64_COUNT || startsAt + size !== end) return null;
  const entries: DirectoryEntry[] = [];
  let at = startsAt;
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: nameBytes.toString('utf8'),
      nameBytes,
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderAt: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return at === end ? { entries, startsAt } : null;
}

/** Whether the sizes after an entry's data repeat the directory's; answers where the next header starts, or -1. */
function afterDataDescriptor(zip: Buffer, at: number, entry: DirectoryEntry): number {
  const fieldsAt = zip.readUInt32LE(at) === DATA_DESCRIPTOR ? at + 4 : at;
  const agrees =
    zip.readUInt32LE(fieldsAt) === entry.crc &&
    zip.readUInt32LE(fieldsAt + 4) === entry.compressedSize &&
    zip.readUInt32LE(fieldsAt + 8) === entry.uncompressedSize;
  return agrees ? fieldsAt + 12 : -1;
}

/**
 * Where the entry's local header says its data starts, or -1 when the header disagrees with the
 * directory: another name, method or flags, or other sizes (sizes written after the data may be
 * left zero in the header, as streaming writers do).
 */
function dataStartOf(zip: Buffer, entry: DirectoryEntry): number {
  const at = entry.localHeaderAt;
  if (zip.readUInt32LE(at) !== LOCAL_HEADER) return -1;
  const flags = zip.readUInt16LE(at + 6);
  const nameLength = zip.readUInt16LE(at + 26);
  const sameName = zip.subarray(at + 30, at + 30 + nameLength).equals(entry.nameBytes);
  const sameKind = (flags & (ENCRYPTED | SIZES_AFTER_DATA)) === (entry.flags & (ENCRYPTED | SIZES_AFTER_DATA)) && zip.readUInt16LE(at + 8) === entry.method;
  const sizes = [zip.readUInt32LE(at + 14), zip.readUInt32LE(at + 18), zip.readUInt32LE(at + 22)];
  const declared = [entry.crc, entry.compressedSize, entry.uncompressedSize];
  const sizesLeftForLater = (flags & SIZES_AFTER_DATA) !== 0 && sizes.every((value) => value === 0);
  const sameSizes = sizesLeftForLater || sizes.every((value, index) => value === declared[index]);
  return sameName && sameKind && sameSizes ? at + 30 + nameLength + zip.readUInt16LE(at + 28) : -1;
}

function entriesOf(zip: Buffer): ZipEntry[] | null {
  const end = endOfDirectory(zip);
  if (end < 0) return null;
  const directory = directoryEntries(zip, end);
  if (!directory) return null;
  const names = new Set(directory.entries.map((entry) => entry.name));
  const usesZip64 = directory.entries.some((entry) => [entry.compressedSize, entry.uncompressedSize, entry.localHeaderAt].includes(ZIP64_NUMBER));
  if (names.size !== directory.entries.length || usesZip64 || directory.entries.some((entry) => entry.flags & ENCRYPTED)) return null;
  // A reader that walks the local headers from the start must meet exactly these entries, one after
  // the other, with nothing between them and nothing before the directory.
  const inFileOrder = [...directory.entries].sort((a, b) => a.localHeaderAt - b.localHeaderAt);
  const entries: ZipEntry[] = [];
  let expectedAt = 0;
  for (const entry of inFileOrder) {
    if (entry.localHeaderAt !== expectedAt) return null;
    const dataStart = dataStartOf(zip, entry);
    if (dataStart < 0) return null;
    const dataEnd = dataStart + entry.compressedSize;
    expectedAt = entry.flags & SIZES_AFTER_DATA ? afterDataDescriptor(zip, dataEnd, entry) : dataEnd;
    if (expectedAt < 0 || expectedAt > directory.startsAt) return null;
    const { name, method, crc, uncompressedSize } = entry;
    entries.push({ name, method, crc, uncompressedSize, data: zip.subarray(dataStart, dataEnd) });
  }
  return expectedAt === directory.startsAt ? entries : null;
}

/**
 * The entries of a ZIP, or null unless its central directory and its local headers tell the same
 * story: the same entries in number, names, methods, sizes and places, filling the file from its
 * first byte to the directory without a gap. Readers differ in which of the two they trust (the
 * sheet reader walks the local headers), so an archive whose two directories disagree is refused
 * rather than read one way and checked another.
 */
export function readZipEntries(zip: Buffer): ZipEntry[] | null {
  try {
    return entriesOf(zip);
  } catch (error) {
    // A field pointing past the end of the file.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
