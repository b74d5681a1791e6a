import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'eu-central-1' };

/**
 * Test support: a tiny S3 over real HTTP: path-style objects in memory. Every request's SigV4 signature is
 * computed again from what arrived and must match, or the answer is 403 as from S3.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const auth = req.headers.authorization ?? '';
      const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const headers: Record<string, string> = {};
      for (const name of signedNames) if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
      const signer = new AwsV4Signer({
        method: req.method,
        url: `http://${req.headers.host}${req.url}`,
        headers,
        body: body.length ? body : undefined,
        service: 's3',
        datetime: String(req.headers['x-amz-date']),
        ...FAKE_S3_CREDENTIALS,
      });
      if (!auth || (await signer.authHeader()) !== auth) {
        res.statusCode = 403;
        return void res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      log.push(`${req.method} ${req.url}`);
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.statusCode = 200;
        return void res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res.statusCode = 404;
          return void res.end('<Error><Code>NoSuchKey</Code></Error>');
        }
        res.setHeader('content-type', object.type);
        return void res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.statusCode = 204;
        return void res.end();
      }
      res.statusCode = 405;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

