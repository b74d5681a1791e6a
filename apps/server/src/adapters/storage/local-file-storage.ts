import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeStorageKey, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in one folder (`DATA_DIR/files/` by default), one file per key. Written to a temporary
 * name and renamed, so a reader never sees half a file.
 */
export function createLocalFileStorage(folder: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeStorageKey(key);
    return path.join(folder, key);
  };
  return {
    async put(key, content) {
      const target = pathOf(key);
      await fs.promises.mkdir(folder, { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await fs.promises.writeFile(temporary, content);
      await fs.promises.rename(temporary, target);
    },
    async getStream(key) {
      const file = pathOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream() as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async getBuffer(key) {
      try {
        return await fs.promises.readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
