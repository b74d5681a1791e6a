import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnalyticsCall } from './early-figures';
import { prefetchAnalyticsScreen } from './prefetch';
import type { AnalyticsScreenName } from './screens';

/** The path of the figures call the route's prefetch makes for a screen at its plain address. */
async function prefetchedPath(name: AnalyticsScreenName, eventId: number, sessionId: number): Promise<string> {
  const fetched = vi.fn(async () => new Response(JSON.stringify({ data: null }), { status: 200 }));
  vi.stubGlobal('fetch', fetched);
  prefetchAnalyticsScreen(new QueryClient(), name, { eventId, sessionId, search: new URLSearchParams() });
  await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
  return String((fetched.mock.calls[0] as unknown[])[0]);
}

const ADDRESSES: [AnalyticsScreenName, string][] = [
  ['dashboard', '/event/7/analytics/dashboard'],
  ['general', '/event/7/analytics/general'],
  ['sessions', '/event/7/analytics/sessions'],
  ['session', '/event/7/analytics/sessions/9'],
  ['livestream', '/event/7/analytics/livestream'],
  ['rooms', '/event/7/analytics/rooms'],
  ['accounts', '/event/7/analytics/accounts'],
];

describe('the analytics call sent before the app loads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(ADDRESSES)('is the call the %s screen makes first', async (name, address) => {
    expect(`/api${earlyAnalyticsCall(address, '')}`).toBe(await prefetchedPath(name, 7, 9));
  });

  it('is none for an address with a query, which the screen asks for itself', () => {
    expect(earlyAnalyticsCall('/event/7/analytics/dashboard', '?day=2030-05-07')).toBeNull();
    expect(earlyAnalyticsCall('/event/7/analytics/accounts', '?sort=name')).toBeNull();
  });

  it('is none for other pages', () => {
    expect(earlyAnalyticsCall('/events', '')).toBeNull();
    expect(earlyAnalyticsCall('/event/7/setup', '')).toBeNull();
    expect(earlyAnalyticsCall('/event/7/analytics/rooms/3', '')).toBeNull();
    expect(earlyAnalyticsCall('/event/x/analytics/dashboard', '')).toBeNull();
  });
});
