import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../../adapters/storage/fake-s3-server';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filesClient } from './files-test-support';
import { makePng } from './test-images';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    S3_ENDPOINT: s3.url,
    S3_BUCKET: 'aula',
    S3_REGION: FAKE_S3_CREDENTIALS.region,
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('files on an S3-compatible bucket (S3_* set)', () => {
  it('uploads into the bucket, serves from it and deletes from it', async () => {
    const user = await signedInUser(t);
    const client = filesClient(t, user.token);
    const { id, url, byteSize } = (await client.upload(makePng(500, 500), 'cloud.png')).json().data as { id: number; url: string; byteSize: number };
    const key = url.replace('/api/files/', '');
    const stored = s3.objects.get(`/aula/${key}`)?.body;
    expect(stored?.length).toBe(byteSize);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(stored && served.rawPayload.equals(stored)).toBe(true);
    expect((await client.remove(id)).statusCode).toBe(200);
    expect(s3.objects.has(`/aula/${key}`)).toBe(false);
  });
});

describe('S3 configuration', () => {
  it('stops start-up with one line when S3_ENDPOINT is set without bucket or keys', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_ENDPOINT is set',
    );
    expect(loadConfig({}).s3).toBeNull();
  });
});
