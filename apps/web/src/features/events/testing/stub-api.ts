import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '@aula/shared';
import { initI18n } from '@/lib/i18n';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers /api calls from a table of handlers; every call is recorded for the assertions. */
export function stubApi(answers: Record<string, (init?: RequestInit) => unknown>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      calls.push({ path, init });
      const answer = answers[path];
      return answer ? json({ data: answer(init) }) : json({ error: { code: 'not_found', message: 'API endpoint was not found' } }, 404);
    }),
  );
  return calls;
}

/** Renders a screen of this feature inside Mantine, a fresh query cache and a memory router. */
export function renderScreen(
  element: ReactElement,
  { path, url = path, lang = 'en', extraRoutes = [] }: { path: string; url?: string; lang?: Language; extraRoutes?: RouteObject[] },
) {
  initI18n(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [url] });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
