import zlib from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid RGB PNG of one colour, built in code so that no binary is committed. `padTo` adds an
 * ancillary (ignorable) text chunk so the file reaches that many bytes, e.g. 2 MB.
 */
export function makePng(width = 500, height = 500, options: { padTo?: number; rgb?: [number, number, number] } = {}): Buffer {
  const [r, g, b] = options.rgb ?? [40, 120, 200];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels)];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (options.padTo && options.padTo > size + 12) parts.push(chunk('tEXt', Buffer.alloc(options.padTo - size - 12, 0x61)));
  return Buffer.concat([...parts, end]);
}

/** A real JPEG of one colour, encoded by the same library the server decodes with. */
export async function makeJpeg(width = 600, height = 600, options: { exif?: Record<string, string> } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg();
  return (options.exif ? image.withExif({ IFD0: options.exif }) : image).toBuffer();
}

/** A PNG whose header says width x height but which carries no image data (no IDAT chunk). */
export function makePngWithoutPixels(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}
