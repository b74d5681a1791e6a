import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live (docs/operations.md#uploaded-files): a folder under DATA_DIR by default, or an
 * S3-compatible bucket. Keys are names the app draws itself (see `isSafeStorageKey`).
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under the key. */
  getStream(key: string): Promise<Readable | null>;
  /** The bytes in memory, or null when nothing is stored under the key. */
  getBuffer(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are a random name with an optional short extension: letters, digits, '-' and '_', no
 * dots elsewhere and no slashes, so a key can never leave its folder or bucket prefix.
 */
const SAFE_KEY = /^[A-Za-z0-9_-]{8,128}(\.[a-z0-9]{1,8})?$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Throws on an unsafe key; every implementation checks before touching anything. */
export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error('Unsafe storage key');
}
