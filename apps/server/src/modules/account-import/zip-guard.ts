import zlib from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Whether a ZIP can be unpacked: its XML parts fit the budget, or it is too large, or not a readable ZIP. */
export type ZipCheck = 'ok' | 'too_large' | 'invalid';

/** Where the end-of-directory record starts: within the last 64 KiB (its comment's most) plus its own 22 bytes. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Unpacks the XML parts of an XLSX (the only parts the sheet reader unpacks) to count what they
 * really hold, before the reader builds them in memory: a few MB of ZIP can hold gigabytes of
 * repeated XML, and the sizes a ZIP declares can lie. Stops at `budgetBytes`. ZIP64 is not needed
 * at the upload limit and is refused as unreadable.
 */
export function checkZipBudget(zip: Buffer, budgetBytes: number): ZipCheck {
  try {
    const end = endOfDirectory(zip);
    if (end < 0) return 'invalid';
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    let used = 0;
    for (let index = 0; index < entries; index++) {
      if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'invalid';
      const method = zip.readUInt16LE(at + 10);
      const compressedSize = zip.readUInt32LE(at + 20);
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      const localHeader = zip.readUInt32LE(at + 42);
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (!name.endsWith('.xml') && !name.endsWith('.xml.rels')) continue;
      if (zip.readUInt32LE(localHeader) !== LOCAL_HEADER) return 'invalid';
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      if (dataStart + compressedSize > zip.length) return 'invalid';
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      if (method === STORED) used += data.length;
      else if (method === DEFLATED) used += zlib.inflateRawSync(data, { maxOutputLength: budgetBytes - used + 1 }).length;
      else return 'invalid';
      if (used > budgetBytes) return 'too_large';
    }
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'invalid';
  }
}
