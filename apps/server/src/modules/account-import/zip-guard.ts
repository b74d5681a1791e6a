import zlib from 'node:zlib';
import { inflateWithin, type InflateOutcome } from './inflate-within';
import type { ZipPart } from './stored-zip';
import { readZipEntries, type ZipEntry } from './zip-directory';

const STORED = 0;
const DEFLATED = 8;

/** The XML parts of an XLSX, unpacked within the budget; or why not: too large, or not a readable ZIP. */
export type UnpackedXlsx = { status: 'ok'; parts: ZipPart[] } | { status: 'too_large' } | { status: 'invalid' };

/** The parts the sheet reader reads; the rest (images, printer settings) stays packed and is left out. */
const isXmlPart = (entry: ZipEntry) => entry.name.endsWith('.xml') || entry.name.endsWith('.xml.rels');

/** Unpacks one entry, within `limitBytes`, handing each piece on. */
function unpack(entry: ZipEntry, limitBytes: number, onPiece: (piece: Buffer, at: number) => void): Promise<InflateOutcome> | InflateOutcome {
  if (entry.method === DEFLATED) return inflateWithin(entry.data, limitBytes, onPiece);
  if (entry.method !== STORED) return 'invalid';
  if (entry.data.length > limitBytes) return 'too_large';
  onPiece(entry.data, 0);
  return { size: entry.data.length };
}

/** What each part unpacks to, counted while unpacking and nothing kept, or why the archive is refused. */
async function unpackedSizes(entries: ZipEntry[], budgetBytes: number): Promise<number[] | 'too_large' | 'invalid'> {
  const sizes: number[] = [];
  let used = 0;
  for (const entry of entries) {
    const outcome = await unpack(entry, budgetBytes - used, () => {});
    if (typeof outcome === 'string') return outcome;
    if (outcome.size !== entry.uncompressedSize) return 'invalid';
    sizes.push(outcome.size);
    used += outcome.size;
  }
  return sizes;
}

/**
 * Unpacks the XML parts of an XLSX under a budget, counting what the data really inflates to
 * while it inflates and stopping as soon as the budget is passed, whatever the archive declares.
 * An archive whose central directory and local headers disagree is refused before anything is
 * inflated. The parts are unpacked twice: first only counted, so that a refused archive never
 * has its contents held in memory, then into buffers of exactly the counted sizes. A part whose
 * checksum or size differs from the directory's is refused.
 */
export async function unpackXlsxParts(zip: Buffer, budgetBytes: number): Promise<UnpackedXlsx> {
  const entries = readZipEntries(zip)?.filter(isXmlPart);
  if (!entries) return { status: 'invalid' };
  const sizes = await unpackedSizes(entries, budgetBytes);
  if (typeof sizes === 'string') return { status: sizes };
  const parts: ZipPart[] = [];
  for (const [index, entry] of entries.entries()) {
    const content = Buffer.allocUnsafe(sizes[index]!);
    const outcome = await unpack(entry, content.length, (piece, at) => piece.copy(content, at));
    if (typeof outcome === 'string' || outcome.size !== content.length || zlib.crc32(content) !== entry.crc) return { status: 'invalid' };
    parts.push({ name: entry.name, content });
  }
  return { status: 'ok', parts };
}
