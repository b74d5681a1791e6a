import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { matchPath, type PathParams } from './match-path';

/** Where to go: a path with query and hash, or its parts. */
export type To = string | { pathname: string; search?: string; hash?: string };
export type PageLocation = { pathname: string; search: string; hash: string; state: unknown };
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

type Router = { location: PageLocation; params: PathParams; navigate: NavigateFunction };

const RouterContext = createContext<Router | null>(null);

export function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/** The first page whose path pattern matches, with its parameters. */
export function findPage<Page extends { path: string }>(pages: readonly Page[], pathname: string): { page: Page; params: PathParams } | undefined {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return undefined;
}

function readLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { state?: unknown } | null;
  return { pathname, search, hash, state: entry?.state ?? null };
}

type PageRouterProps<Page extends { path: string }> = {
  pages: readonly Page[];
  /** Renders the page the location matches, or what an unknown path shows (`undefined`). */
  children: (page: Page | undefined) => ReactNode;
};

/**
 * A router for a handful of pages over the History API, for an entry that does without React
 * Router (the sign-in pages, docs/decisions/0028-sign-in-pages-are-their-own-entry.md). Moving to
 * one of its pages changes the address and renders that page; any other address is loaded by the
 * browser, so the server answers it with the entry it belongs to. Back and forward follow.
 */
export function PageRouter<Page extends { path: string }>({ pages, children }: PageRouterProps<Page>) {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    const follow = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state } = {}) => {
      const url = new URL(hrefOf(to), window.location.href);
      if (url.origin !== window.location.origin || !findPage(pages, url.pathname)) {
        if (replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (replace) window.history.replaceState({ state }, '', href);
      else window.history.pushState({ state }, '', href);
      // A transition keeps the current page on screen until the next page's code has loaded.
      startTransition(() => setLocation(readLocation()));
    },
    [pages],
  );

  const match = useMemo(() => findPage(pages, location.pathname), [pages, location.pathname]);
  const router = useMemo(() => ({ location, params: match?.params ?? {}, navigate }), [location, match, navigate]);
  return <RouterContext value={router}>{children(match?.page)}</RouterContext>;
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Page router hooks work only inside a PageRouter');
  return router;
}

export const useLocation = (): PageLocation => useRouter().location;
export const useParams = (): PathParams => useRouter().params;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** Goes elsewhere as soon as it is rendered, once. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // StrictMode runs effects twice; the move must happen once.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    moved.current = true;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
