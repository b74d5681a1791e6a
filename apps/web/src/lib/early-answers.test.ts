import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiClient } from './api-client';
import { callHeaders } from './call-headers';
import { sendEarlyCall } from './early-answers';

const SESSION = 'Bearer early-token';

/** A fetch that answers every call with the number of calls made so far. */
function countingFetch() {
  let calls = 0;
  const fetched = vi.fn(async () => new Response(JSON.stringify({ data: ++calls }), { status: 200 }));
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

beforeEach(() =>
  configureApiClient({ authorization: () => SESSION, language: () => 'de', connectionId: () => null, presentFailure: () => undefined }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a call sent before the app loaded', () => {
  it("is taken up by the app's first call of the same path, session and language, once", async () => {
    const fetched = countingFetch();
    sendEarlyCall('/analyticsDashboard/7', callHeaders('de', SESSION));
    expect(await apiRequest('/analyticsDashboard/7')).toBe(1);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(await apiRequest('/analyticsDashboard/7')).toBe(2);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('is not used for another session or language', async () => {
    const fetched = countingFetch();
    sendEarlyCall('/analyticsDashboard/7', callHeaders('en', SESSION));
    sendEarlyCall('/analyticsGeneral/7', callHeaders('de', 'Bearer someone-else'));
    expect(await apiRequest('/analyticsDashboard/7')).toBe(3);
    expect(await apiRequest('/analyticsGeneral/7')).toBe(4);
    expect(fetched).toHaveBeenCalledTimes(4);
  });

  it('is not used once it is stale', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const fetched = countingFetch();
    sendEarlyCall('/analyticsRooms/7', callHeaders('de', SESSION));
    vi.advanceTimersByTime(10_001);
    expect(await apiRequest('/analyticsRooms/7')).toBe(2);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('that failed leaves the app to ask again', async () => {
    const fetched = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(new Response(JSON.stringify({ data: 'again' }), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    sendEarlyCall('/analyticsGeneral/7', callHeaders('de', SESSION));
    expect(await apiRequest('/analyticsGeneral/7')).toBe('again');
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
