import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** A file for a hand-made ZIP: its deflated bytes, and where the archive should lie about it. */
export type TestZipEntry = {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  /** Another name in the central directory than in the local header. */
  directoryName?: string;
  /** Another unpacked size in the central directory than in the local header. */
  directorySize?: number;
  /** An unpacked size both headers declare, other than the true one. */
  declaredSize?: number;
  /** Left out of the central directory; its local header stays where a streaming reader finds it. */
  hidden?: boolean;
  /** The central directory points this many bytes away from the local header. */
  directoryOffsetShift?: number;
};

/** A small file, deflated at once. */
export function deflatedEntry(name: string, text: string): TestZipEntry {
  const content = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(content, { level: 9 }), crc: zlib.crc32(content), size: content.length };
}

/**
 * A huge file, deflated piece by piece so that its hundreds of MB never sit in the test's memory:
 * `head`, then `fillBytes` spaces, then `tail`.
 */
export async function deflatedHugeEntry(name: string, head: string, fillBytes: number, tail: string): Promise<TestZipEntry> {
  const fill = Buffer.alloc(1024 * 1024, 0x20);
  let crc = 0;
  let size = 0;
  function* content() {
    const pieces = [Buffer.from(head)];
    for (let left = fillBytes; left > 0; left -= fill.length) pieces.push(fill.subarray(0, Math.min(left, fill.length)));
    pieces.push(Buffer.from(tail));
    for (const piece of pieces) {
      crc = zlib.crc32(piece, crc);
      size += piece.length;
      yield piece;
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(content()).pipe(zlib.createDeflateRaw({ level: 9 }))) chunks.push(chunk as Buffer);
  return { name, deflated: Buffer.concat(chunks), crc, size };
}

function header(signature: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  bytes.writeUInt32LE(signature, 0);
  return bytes;
}

/** A ZIP of deflated entries, written by hand so that a test can make its two directories disagree. */
export function testZip(entries: TestZipEntry[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.size;
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    files.push(local, name, entry.deflated);
    if (!entry.hidden) {
      const directoryName = Buffer.from(entry.directoryName ?? entry.name);
      const central = header(0x02014b50, 46);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(entry.crc, 16);
      central.writeUInt32LE(entry.deflated.length, 20);
      central.writeUInt32LE(entry.directorySize ?? size, 24);
      central.writeUInt16LE(directoryName.length, 28);
      central.writeUInt32LE(offset + (entry.directoryOffsetShift ?? 0), 42);
      directory.push(central, directoryName);
    }
    offset += local.length + name.length + entry.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const listed = entries.filter((entry) => !entry.hidden).length;
  const end = header(0x06054b50, 22);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The parts of a minimal XLSX holding `rows` as shared strings, all but the shared strings part
 * itself, which a test writes from the head and tail given, with what it likes between them.
 */
export function xlsxPartsAround(rows: string[][]): { parts: TestZipEntry[]; sharedStringsHead: string; sharedStringsTail: string } {
  const strings = rows.flat();
  const cell = (row: number, column: number) => `<c r="${String.fromCharCode(65 + column)}${row + 1}" t="s"><v>${row * rows[0]!.length + column}</v></c>`;
  const sheetRows = rows.map((cells, row) => `<row r="${row + 1}">${cells.map((_, column) => cell(row, column)).join('')}</row>`).join('');
  const parts = [
    deflatedEntry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    ),
    deflatedEntry('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    deflatedEntry('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELATIONSHIPS}"><sheets><sheet name="Accounts" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOCUMENT_RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    deflatedEntry('xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`),
  ];
  const sharedStringsHead = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('')}`;
  return { parts, sharedStringsHead, sharedStringsTail: '</sst>' };
}
