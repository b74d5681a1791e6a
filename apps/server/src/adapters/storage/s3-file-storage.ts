import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafeStorageKey, type FileStorage } from './file-storage';

export type S3Settings = {
  /** The service's base address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO server. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional folder inside the bucket, without slashes at either end. */
  prefix?: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`) so that
 * MinIO, Ceph, R2 and AWS all work without DNS per bucket. Requests are signed with SigV4.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const prefix = settings.prefix ? `${settings.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const objectUrl = (key: string) => {
    assertSafeStorageKey(key);
    return `${base}${prefix}${key}`;
  };
  const call = (key: string, init: RequestInit) => client.fetch(objectUrl(key), { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const failure = async (action: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    return new Error(`S3 ${action} failed with ${response.status} ${detail}`.trim());
  };

  return {
    async put(key, content, contentType) {
      const response = await call(key, {
        method: 'PUT',
        body: new Uint8Array(content),
        headers: { 'content-type': contentType, 'content-length': String(content.length) },
      });
      if (!response.ok) throw await failure('PUT', response);
      await response.body?.cancel();
    },
    async getStream(key) {
      const response = await call(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('GET', response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async getBuffer(key) {
      const response = await call(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call(key, { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed; some servers say 404.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response);
      await response.body?.cancel();
    },
  };
}
