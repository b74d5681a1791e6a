import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from './fake-s3-server';
import { createS3FileStorage } from './s3-file-storage';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

describe('S3-compatible file storage', () => {
  it('puts, gets and deletes objects path-style with signed requests', async () => {
    const storage = createS3FileStorage({ endpoint: s3.url, bucket: 'aula-files', prefix: 'uploads', ...FAKE_S3_CREDENTIALS });
    await storage.put('abcdefgh1234.png', Buffer.from('png bytes'), 'image/png');
    expect(s3.objects.get('/aula-files/uploads/abcdefgh1234.png')).toEqual({ body: Buffer.from('png bytes'), type: 'image/png' });
    expect((await storage.getBuffer('abcdefgh1234.png'))?.toString()).toBe('png bytes');
    expect(await text((await storage.getStream('abcdefgh1234.png'))!)).toBe('png bytes');
    await storage.delete('abcdefgh1234.png');
    expect(s3.objects.size).toBe(0);
    expect(s3.log).toEqual([
      'PUT /aula-files/uploads/abcdefgh1234.png',
      'GET /aula-files/uploads/abcdefgh1234.png',
      'GET /aula-files/uploads/abcdefgh1234.png',
      'DELETE /aula-files/uploads/abcdefgh1234.png',
    ]);
  });

  it('answers null for a missing object', async () => {
    const storage = createS3FileStorage({ endpoint: `${s3.url}/`, bucket: 'aula-files', ...FAKE_S3_CREDENTIALS });
    expect(await storage.getBuffer('missing-key-000.png')).toBeNull();
    expect(await storage.getStream('missing-key-000.png')).toBeNull();
  });

  it('reports a refused request (wrong secret) as an error', async () => {
    const storage = createS3FileStorage({ endpoint: s3.url, bucket: 'aula-files', ...FAKE_S3_CREDENTIALS, secretAccessKey: 'wrong' });
    await expect(storage.put('abcdefgh1234.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 PUT failed with 403/);
  });

  it('refuses unsafe keys before any request', async () => {
    const storage = createS3FileStorage({ endpoint: s3.url, bucket: 'aula-files', ...FAKE_S3_CREDENTIALS });
    const before = s3.log.length;
    await expect(storage.getBuffer('../other-bucket/x.png')).rejects.toThrow('Unsafe storage key');
    expect(s3.log.length).toBe(before);
  });
});
