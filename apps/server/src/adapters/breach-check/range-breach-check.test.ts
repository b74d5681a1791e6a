import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeRangeServer, type FakeServer } from '../../test/fake-servers';
import { countInRange, createRangeBreachCheck } from './range-breach-check';

describe('range breach check', () => {
  let range: FakeServer;
  beforeAll(async () => {
    range = await startFakeRangeServer({ 'Password123!': 123456 });
  });
  afterAll(() => range.close());

  it('finds a breached password and its count, sending only a padded 5-character prefix', async () => {
    const check = createRangeBreachCheck({ url: `${range.url}/range/`, timeoutMs: 2000 });
    expect(await check.check('Password123!')).toEqual({ status: 'ok', count: 123456 });
    const last = range.requests.at(-1)!;
    const prefix = crypto.createHash('sha1').update('Password123!').digest('hex').slice(0, 5).toUpperCase();
    expect(last.url).toBe(`/range/${prefix}`);
    expect(last.headers['add-padding']).toBe('true');
  });

  it('reports 0 for a password the service does not list', async () => {
    const check = createRangeBreachCheck({ url: `${range.url}/range/`, timeoutMs: 2000 });
    expect(await check.check('Quiet-Harbour-42-unlisted')).toEqual({ status: 'ok', count: 0 });
  });

  it('ignores padding lines with a count of 0', () => {
    expect(countInRange('ABC:0\r\nDEF:12\r\n', 'ABC')).toBe(0);
    expect(countInRange('ABC:0\r\ndef:12', 'DEF')).toBe(12);
  });

  it('reports unreachable when nothing listens', async () => {
    const check = createRangeBreachCheck({ url: `${await closedPortUrl()}/range/`, timeoutMs: 2000 });
    expect(await check.check('Password123!')).toEqual({ status: 'unreachable' });
  });

  it('reports unreachable when the service does not answer within the time-out', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const check = createRangeBreachCheck({ url: `http://127.0.0.1:${port}/range/`, timeoutMs: 200 });
    expect(await check.check('Password123!')).toEqual({ status: 'unreachable' });
    silent.closeAllConnections();
    silent.close();
  });

  it('reports unreachable on an error status', async () => {
    const check = createRangeBreachCheck({ url: `${range.url}/missing/`, timeoutMs: 2000 });
    expect(await check.check('Password123!')).toEqual({ status: 'unreachable' });
  });
});
