import { Navigate, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { EVENT_SECTIONS, type EventSubPage } from './event-sections';
import { SectionPagesLayout } from './section-pages-layout';

/** /event/{id} opens the event's dashboard, keeping the query (a new event's name travels in it). */
function RedirectToDashboard() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'dashboard', search }} replace />;
}

const eventLayout = async () => ({ Component: (await import('./event-layout')).EventLayout });

function subPageRoute({ path, titleKey, addTitleKey, idParam, screen, prefetch }: EventSubPage): RouteObject {
  const handle: RouteHandle = { titleKey, addTitleKey, idParam };
  const lazy = async () => ({ Component: await screen() });
  // The loader is for arriving; within the page its screen follows the address itself. Navigation
  // waits only for the modules the prefetch needs, never for the answer.
  const loading = prefetch
    ? {
        loader: async (args: LoaderFunctionArgs) => {
          await prefetch(args);
          return null;
        },
        shouldRevalidate: () => false,
      }
    : {};
  return path === '' ? { index: true, lazy, handle, ...loading } : { path, lazy, handle, ...loading };
}

const sectionRoutes = EVENT_SECTIONS.flatMap(({ path, routeName, titleKey, navigation, screen, pages, keptInTabs }): RouteObject[] => {
  if (path.startsWith('/')) return [];
  const handle: RouteHandle = { name: routeName, titleKey, navigation };
  if (pages?.[0]) {
    const layout = <SectionPagesLayout sectionPath={path} labelKey={titleKey} pages={pages} keptInTabs={keptInTabs} />;
    // The section's own path shows its first page, or leads to it when that page has a path of its own.
    const landing: RouteObject[] = pages[0].path === '' ? [] : [{ index: true, element: <Navigate to={pages[0].path} replace /> }];
    return [{ path, handle, element: layout, children: [...landing, ...pages.map(subPageRoute)] }];
  }
  if (!screen) return [];
  return [{ path, lazy: async () => ({ Component: await screen() }), handle }];
});

const newEventSetup = EVENT_SECTIONS.find((section) => section.routeName === 'EventDashboard')!;

/**
 * The event pages (docs/rules/screens.md#event-pages). A new event (id 0) has its own branch: it has only the setup, and
 * its title says 'Add event'; the static segment outranks `:id`, so /event/0 always lands here.
 */
export const eventRoutes: RouteObject[] = [
  {
    path: 'event/0',
    lazy: eventLayout,
    children: [
      { index: true, element: <RedirectToDashboard /> },
      {
        path: newEventSetup.path,
        lazy: async () => ({ Component: await newEventSetup.screen!() }),
        handle: { name: newEventSetup.routeName, titleKey: 'event-setup:title.add', navigation: true } satisfies RouteHandle,
      },
    ],
  },
  {
    path: 'event/:id',
    lazy: eventLayout,
    children: [{ index: true, element: <RedirectToDashboard /> }, ...sectionRoutes],
  },
];
