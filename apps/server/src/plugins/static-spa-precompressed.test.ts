import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built SPA', () => {
  let t: TestApp;
  let distDir: string;
  const script = Buffer.from('export const greeting = "Welcome to Aula";\n'.repeat(100));
  // Not what zlib gives for the script today, so that an answer made on the fly would not match.
  const gzipTwin = zlib.gzipSync(script, { level: 1 });
  const brotliTwin = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } });

  beforeAll(async () => {
    // A script with its compressed twins, as the web app's build writes them, and one without.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Aula</title><div id="root"></div>');
    fs.writeFileSync(path.join(distDir, 'assets/app-1a2b3c.js'), script);
    fs.writeFileSync(path.join(distDir, 'assets/app-1a2b3c.js.gz'), gzipTwin);
    fs.writeFileSync(path.join(distDir, 'assets/app-1a2b3c.js.br'), brotliTwin);
    fs.writeFileSync(path.join(distDir, 'assets/tiny-4d5e6f.js'), 'export const x = 1;\n');
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli twin as it was built to a browser that accepts brotli', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliTwin)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip twin as it was built to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(gzipTwin)).toBe(true);
    expect(zlib.gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const res of [await get('/assets/app-1a2b3c.js'), await get('/assets/app-1a2b3c.js', 'identity')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.equals(script)).toBe(true);
    }
  });

  it('compresses on the fly what has no twin in the accepted encoding', async () => {
    const deflated = await get('/assets/app-1a2b3c.js', 'deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflated.rawPayload).equals(script)).toBe(true);

    const tiny = await get('/assets/tiny-4d5e6f.js', 'gzip, br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(tiny.rawPayload).toString('utf8')).toBe('export const x = 1;\n');
  });

  it('does not serve the twins under their own names', async () => {
    const res = await get('/assets/app-1a2b3c.js.gz', 'gzip');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).not.toBe('gzip');
  });
});
