import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { changeLanguage, currentLanguage, i18n, initI18n } from '@/lib/i18n';
import { eventIdFromPath, useStaticDataSync } from './use-static-data-sync';

const staticData = { timezones: [], languages: [], session_host: [] };
let requested: string[] = [];

function Synced() {
  useStaticDataSync();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Synced /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

beforeAll(() => {
  initI18n('en');
  // Undone after the file: the files after this one find the client as it was.
  return configureApiClient({ language: currentLanguage });
});
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requested.push(`${url} ${new Headers(init?.headers).get('Accept-Language')}`);
      return new Response(JSON.stringify({ data: staticData }), { status: 200 });
    }),
  );
});

describe('static data sync', () => {
  it('reloads the lists after a navigation to another page, with the event of event pages', async () => {
    const router = renderAt('/events');
    await waitFor(() => expect(requested).toEqual(['/api/getStaticData en']));
    await act(() => router.navigate('/event/5/dashboard'));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/getStaticData/5 en'));
    expect(requested).toHaveLength(2);
  });

  it('does not reload when only the query changes, as filters and searches do', async () => {
    const router = renderAt('/events');
    await waitFor(() => expect(requested).toHaveLength(1));
    await act(() => router.navigate('/events?q=spring&page=2'));
    await act(() => router.navigate('/events?q=spring&page=3'));
    await act(() => router.navigate('/create-event'));
    await waitFor(() => expect(requested).toHaveLength(2));
    expect(requested).toEqual(['/api/getStaticData en', '/api/getStaticData en']);
  });

  it('reloads the lists in the new language when the language changes', async () => {
    renderAt('/events');
    await waitFor(() => expect(requested).toHaveLength(1));
    await act(() => changeLanguage('de'));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/getStaticData de'));
  });

  it.each([
    ['/event/12/dashboard', 12],
    ['/event/12', 12],
    ['/events', null],
    ['/event/abc', null],
  ])('reads the event of %s as %s', (path, id) => {
    expect(eventIdFromPath(path)).toBe(id);
  });
});
