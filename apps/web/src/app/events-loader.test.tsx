import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventsScreen } from '@/features/events/components/events-screen';
import { fakeEventsPage } from '@/features/events/testing/fake-events-page';
import { sampleEvents } from '@/features/events/testing/sample-events';
import { stubApi } from '@/features/events/testing/stub-api';
import { queryClient } from '@/lib/query-client';
import { clearAuth, setAuthFromToken } from '@/lib/session/auth-store';
import { renderWithProviders } from '@/test/render-with-providers';
import { configureAppServices } from '@/components/app-frame/app-services';
import { eventsLoader } from './events-loader';

const events = sampleEvents();

const signIn = () =>
  setAuthFromToken({ token_type: 'Bearer', access_token: 'organiser-token', expires_in: 3600, lang: 'en', is_admin: false });

const loaderArgs = (url: string) => ({ request: new Request(url), url: new URL(url), params: {}, context: undefined, pattern: '/events' });

const rowNames = () => screen.getAllByTestId('event-row').map((row) => within(row).getAllByRole('link')[0]!.textContent);
const pageCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/eventsPage'));

/** /events as the app's route tree has it: the loader, then the screen, on the app's query cache. */
const openEvents = (url: string) =>
  renderWithProviders(<EventsScreen />, {
    path: '/events',
    url,
    loader: eventsLoader,
    queryClient,
    extraRoutes: [{ path: '/create-event', element: <p>First event</p> }],
  });

describe('the /events loader', () => {
  // The request layer as the app wires it: the session's token on every call.
  beforeAll(configureAppServices);
  beforeEach(signIn);
  afterEach(() => {
    queryClient.clear();
    clearAuth();
  });

  it('fetches the page of the URL’s view once, and the screen shows it from the cache', async () => {
    const link = '/events?tab=upcoming&q=workshop&startFrom=2998-01-02&status=draft&page=2';
    const calls = stubApi({ '/eventsPage': (_init, query) => fakeEventsPage(events, query) });
    openEvents(link);
    expect(await screen.findByText('24 events')).toBeTruthy();
    expect(rowNames()).toEqual(['Workshop 05', 'Workshop 04', 'Workshop 03', 'Workshop 02']);
    expect(pageCalls(calls).map((call) => call.path)).toEqual([`/eventsPage?${link.split('?')[1]}`]);
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBe('Bearer organiser-token');
  });

  it('lets the screen wait for the page still on its way rather than ask again', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = stubApi({
      '/eventsPage': async (_init, query) => {
        await answered;
        return fakeEventsPage(events, query);
      },
    });
    openEvents('/events');
    expect((await screen.findAllByTestId('event-row-skeleton')).length).toBeGreaterThan(0);
    answer();
    expect(await screen.findByText('25 events')).toBeTruthy();
    expect(rowNames()).toHaveLength(20);
    expect(pageCalls(calls).map((call) => call.path)).toEqual(['/eventsPage']);
  });

  it('asks for what the screen shows when the URL holds unknown or malformed filters', async () => {
    const calls = stubApi({ '/eventsPage': (_init, query) => fakeEventsPage(events, query) });
    openEvents('/events?tab=someday&status=lost&page=zero&startFrom=soon&q=');
    expect(await screen.findByText('25 events')).toBeTruthy();
    expect(pageCalls(calls).map((call) => call.path)).toEqual(['/eventsPage']);
  });

  it('asks for nothing when signed out', async () => {
    clearAuth();
    const calls = stubApi({});
    await eventsLoader(loaderArgs('http://localhost/events'));
    expect(calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
