import { describe, expect, it, vi } from 'vitest';
import { breachCountFromRange, checkBreachedPassword, sha1Hex } from './breach-check';

// SHA-1 of 'password', a well-known value.
const PASSWORD_HASH = '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8';

describe('breachCountFromRange', () => {
  const body = ['0018A45C4D1DEF81644B54AB7F969B88D65:1', '1E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493', 'ABCDEF0123456789ABCDEF0123456789ABC:0'].join('\r\n');

  it('returns the count of the matching suffix', () => {
    expect(breachCountFromRange(body, '1E4C9B93F3F0682250B6CF8331B7EE68FD8')).toBe(3861493);
  });

  it('matches suffixes regardless of case', () => {
    expect(breachCountFromRange(body, '1e4c9b93f3f0682250b6cf8331b7ee68fd8')).toBe(3861493);
  });

  it('returns 0 when the suffix is absent or only a padding line', () => {
    expect(breachCountFromRange(body, 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')).toBe(0);
    expect(breachCountFromRange(body, 'ABCDEF0123456789ABCDEF0123456789ABC')).toBe(0);
  });

  it('survives an empty or malformed answer', () => {
    expect(breachCountFromRange('', 'ABC')).toBe(0);
    expect(breachCountFromRange('garbage\nABC:notanumber', 'ABC')).toBe(0);
  });
});

describe('checkBreachedPassword', () => {
  it('hashes with SHA-1 in upper-case hex', async () => {
    expect(await sha1Hex('password')).toBe(PASSWORD_HASH);
  });

  it('sends only the 5-character prefix, asks for padding and reports the count', async () => {
    const fetchMock = vi.fn(async () => new Response(`${PASSWORD_HASH.slice(5)}:42\r\nAAAAA:0`));
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkBreachedPassword('password', 'https://range.test/range/')).toEqual({ status: 'breached', count: 42 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://range.test/range/5BAA6');
    expect(new Headers(init.headers).get('Add-Padding')).toBe('true');
  });

  it('reports clean when the hash is not listed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('0018A45C4D1DEF81644B54AB7F969B88D65:0')));
    expect(await checkBreachedPassword('password', 'https://range.test/range/')).toEqual({ status: 'clean' });
  });

  it('reports unknown, never clean, when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await checkBreachedPassword('password', 'https://range.test/range/')).toEqual({ status: 'unknown' });
  });

  it('reports unknown on an error status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    expect(await checkBreachedPassword('password', 'https://range.test/range/')).toEqual({ status: 'unknown' });
  });

  it('gives up after the time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    expect(await checkBreachedPassword('password', 'https://range.test/range/', 20)).toEqual({ status: 'unknown' });
  });
});
