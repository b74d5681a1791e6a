import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { PageRouter } from '@/lib/page-router/page-router';
import type { Language } from '@aula/shared';

type RenderOptions = {
  path?: string;
  url?: string;
  lang?: Language;
  extraRoutes?: RouteObject[];
  /** The screen's route loader, as the app's route tree gives it. */
  loader?: LoaderFunction;
  queryClient?: QueryClient;
};

/**
 * Renders a screen inside the app's providers and a memory router, in the given language, with a
 * fresh query cache unless the test hands one over.
 */
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    url = path,
    lang = 'en',
    extraRoutes = [],
    loader,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: RenderOptions = {},
) {
  initI18n(lang);
  const router = createMemoryRouter([{ path, element, loader }, ...extraRoutes], { initialEntries: [url] });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Renders a sign-in page inside the theme and the sign-in pages' router at `url`, in the given language. */
export function renderSignInPage(element: ReactElement, { path, url = path, lang = 'en' }: { path: string; url?: string; lang?: Language }) {
  initI18n(lang);
  window.history.replaceState(null, '', url);
  return render(
    <MantineProvider>
      <PageRouter pages={[{ path }]}>{(page) => (page ? element : null)}</PageRouter>
    </MantineProvider>,
  );
}
