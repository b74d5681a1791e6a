import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const folder = path.join(root, 'files');
  const storage = createLocalFileStorage(folder);

  it('puts, reads as buffer and stream, and deletes a file in its folder', async () => {
    await storage.put('abcdefgh1234.png', Buffer.from('png bytes'), 'image/png');
    expect(fs.readFileSync(path.join(folder, 'abcdefgh1234.png'), 'utf8')).toBe('png bytes');
    expect((await storage.getBuffer('abcdefgh1234.png'))?.toString()).toBe('png bytes');
    expect(await text((await storage.getStream('abcdefgh1234.png'))!)).toBe('png bytes');
    await storage.delete('abcdefgh1234.png');
    expect(fs.existsSync(path.join(folder, 'abcdefgh1234.png'))).toBe(false);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('answers null for a missing key and deletes it without complaint', async () => {
    expect(await storage.getBuffer('missing-key-000.png')).toBeNull();
    expect(await storage.getStream('missing-key-000.png')).toBeNull();
    await expect(storage.delete('missing-key-000.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the folder', async () => {
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', '..', 'a/b/cdefghij.png', '/etc/passwd', 'abcdefgh.png/..', '', 'short.png', 'abcdefgh\u0000.png']) {
      await expect(storage.getBuffer(key), key).rejects.toThrow('Unsafe storage key');
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow('Unsafe storage key');
      await expect(storage.delete(key), key).rejects.toThrow('Unsafe storage key');
    }
    expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });
});
