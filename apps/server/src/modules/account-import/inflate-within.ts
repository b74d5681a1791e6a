import zlib from 'node:zlib';

export type InflateOutcome = { size: number } | 'too_large' | 'invalid';

/** Larger pieces than zlib's 16 KiB default: fewer round trips to the thread pool per megabyte. */
const PIECE_BYTES = 64 * 1024;

/**
 * Inflates raw deflate data piece by piece, handing each piece and its place to `onPiece`, and
 * stops as soon as more than `limitBytes` have come out: what the data really unpacks to counts,
 * never what a header says. Deflate data that ends early, or before all of `compressed` is used,
 * is invalid.
 */
export function inflateWithin(compressed: Buffer, limitBytes: number, onPiece: (piece: Buffer, at: number) => void): Promise<InflateOutcome> {
  return new Promise((resolve) => {
    const inflater = zlib.createInflateRaw({ chunkSize: PIECE_BYTES });
    let size = 0;
    inflater.on('data', (piece: Buffer) => {
      if (size + piece.length > limitBytes) {
        inflater.destroy();
        resolve('too_large');
        return;
      }
      onPiece(piece, size);
      size += piece.length;
    });
    inflater.on('error', () => resolve('invalid'));
    inflater.on('end', () => resolve(inflater.bytesWritten === compressed.length ? { size } : 'invalid'));
    inflater.end(compressed);
  });
}
