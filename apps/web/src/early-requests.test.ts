import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEarlyRequests } from './early-requests';
import { callHeaders } from './lib/call-headers';
import { takeEarlyAnswer } from './lib/early-answers';
import { AUTH_STORAGE_KEY } from './lib/session/stored-auth';

const storeSession = (expiresAt: number) =>
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token_type: 'Bearer', access_token: 'stored', expires_in: 3600, expiresAt, lang: 'en', is_admin: false, is_owner: false }));

function opened(address: string) {
  history.replaceState(null, '', address);
  const fetched = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetched);
  sendEarlyRequests();
  return fetched;
}

describe("the page's first script", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends an analytics screen's figures call with the stored session, for the app to take up", () => {
    storeSession(Date.now() + 60_000);
    const fetched = opened('/event/7/analytics/livestream');
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analyticsLivestream/7');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer stored', 'Accept-Language': 'en' });
    expect(takeEarlyAnswer('/analyticsLivestream/7', callHeaders('en', 'Bearer stored'))).not.toBeNull();
  });

  it('sends nothing signed out, with an expired session, or on another page', () => {
    expect(opened('/event/7/analytics/dashboard')).not.toHaveBeenCalled();
    storeSession(Date.now() - 1);
    expect(opened('/event/7/analytics/dashboard')).not.toHaveBeenCalled();
    storeSession(Date.now() + 60_000);
    expect(opened('/events')).not.toHaveBeenCalled();
  });
});
