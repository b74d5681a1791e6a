import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '@aula/shared';
import { isNewerVersion, readAppVersion, startVersionCheck } from './version-check';

afterEach(() => vi.useRealTimers());

describe('isNewerVersion', () => {
  it.each([
    ['0.8.7', '0.8.6', true],
    ['0.10.0', '0.9.9', true],
    ['1.0', '0.8.6', true],
    ['0.8.6', '0.8.6', false],
    ['0.8.5', '0.8.6', false],
    ['0.8', '0.8.0', false],
  ])('%s is newer than %s: %s', (candidate, current, expected) => {
    expect(isNewerVersion(candidate, current)).toBe(expected);
  });
});

describe('readAppVersion', () => {
  it('reads the meta tag in either attribute order', () => {
    expect(readAppVersion('<meta name="app-version" content="0.9.1" />')).toBe('0.9.1');
    expect(readAppVersion("<meta content='1.2.3' name='app-version'>")).toBe('1.2.3');
    expect(readAppVersion('<html></html>')).toBeNull();
  });
});

describe('startVersionCheck', () => {
  it('checks every 200 s, survives a failure and reports a higher version once', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pages = [() => Promise.reject(new Error('offline')), () => Promise.resolve('<meta name="app-version" content="0.8.6">')];
    const fetchIndexHtml = vi.fn(() => pages.shift()?.() ?? Promise.resolve('<meta name="app-version" content="0.9.0">'));
    const onNewVersion = vi.fn();
    const stop = startVersionCheck({ current: '0.8.6', onNewVersion, fetchIndexHtml });

    for (let i = 0; i < 4; i += 1) await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchIndexHtml).toHaveBeenCalledTimes(3);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('0.9.0');
    expect(console.warn).toHaveBeenCalledTimes(1);
    stop();
  });
});
