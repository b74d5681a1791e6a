import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureAppServices } from '@/components/app-frame/app-services';
import { fakeEventsPage } from '@/features/events/testing/fake-events-page';
import { sampleEvents } from '@/features/events/testing/sample-events';
import { stubApi } from '@/features/events/testing/stub-api';
import { i18n } from '@/lib/i18n';
import { setAuthFromToken } from '@/lib/session/auth-store';
import { eventsLoader } from './events-loader';

// A file of its own, with fresh modules (docs/testing.md): the test needs i18n not yet started, and
// any test that ran before it in the same modules has started it.
describe('the /events loader', () => {
  // The request layer as the app wires it: the session's token on every call.
  beforeAll(configureAppServices);

  it('asks in the language the app starts in, before the app has loaded its texts', async () => {
    // Nothing has started i18n in this file yet, as in the browser while the first texts load.
    expect(i18n.isInitialized).toBeFalsy();
    setAuthFromToken({ token_type: 'Bearer', access_token: 'organiser-token', expires_in: 3600, lang: 'en', is_admin: false });
    localStorage.setItem('aula.lang', 'de');
    const calls = stubApi({ '/eventsPage': (_init, query) => fakeEventsPage(sampleEvents(), query) });
    const url = 'http://localhost/events';
    await eventsLoader({ request: new Request(url), url: new URL(url), params: {}, context: undefined, pattern: '/events' });
    await waitFor(() => expect(calls.filter((call) => call.path.startsWith('/eventsPage'))).toHaveLength(1));
    expect(new Headers(calls[0]!.init?.headers).get('Accept-Language')).toBe('de');
  });
});
