import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** What every list's filters have: a typed search and a page. */
export type ListFilters = { search: string; page: number };

/** How a list's filters are read from and written to the URL; a constant, not built per render. */
export type FiltersInUrl<F extends ListFilters> = {
  fromParams(params: URLSearchParams): F;
  toParams(filters: F): URLSearchParams;
};

/**
 * A list's filters, read from and written to the URL so that back, forward, reload and a shared
 * link keep them. Any change other than the page itself goes back to page 1. The search box shows
 * every keystroke at once (`search`, and `filters` with it); it reaches the URL (`urlFilters`)
 * once typing rests for `searchToUrlMs`, as one replaced entry rather than one per letter.
 */
export function useUrlFilters<F extends ListFilters>(inUrl: FiltersInUrl<F>, searchToUrlMs: number) {
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => inUrl.fromParams(params), [inUrl, params]);
  const writeToUrl = useUrlWriter(inUrl, params, setParams);

  const [search, setSearchText] = useState(urlFilters.search);
  // Back and forward bring their own search; anything else in the URL is what this hook wrote.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP') setSearchText(urlFilters.search);
  }

  const writeSearch = useDebouncedCallback((text: string) => writeToUrl({ search: text } as Partial<F>, true), searchToUrlMs);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      writeSearch(text);
    },
    [writeSearch],
  );

  const update = useCallback(
    (patch: Partial<F>) => {
      writeSearch.cancel();
      const text = patch.search ?? search;
      setSearchText(text);
      writeToUrl({ ...patch, search: text }, false);
    },
    [search, writeSearch, writeToUrl],
  );

  // While the typed search has not reached the URL yet, the URL's page belongs to the old search.
  const filters: F = { ...urlFilters, search, page: search === urlFilters.search ? urlFilters.page : 1 };
  return { filters, urlFilters, search, setSearch, update };
}

/**
 * Writes filters into the URL. The router applies a change a moment later, so two quick changes
 * (a tab click, then typing) would build the second on the URL before the first; each change
 * therefore builds on the last one written, and the URL wins again once it shows something else.
 */
function useUrlWriter<F extends ListFilters>(inUrl: FiltersInUrl<F>, params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
  const latest = useRef(params.toString());
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const shown = params.toString();
    const index = pending.current.indexOf(shown);
    if (index >= 0) pending.current = pending.current.slice(index + 1);
    else {
      pending.current = [];
      latest.current = shown;
    }
  }, [params]);

  return useCallback(
    (patch: Partial<F>, replace: boolean) => {
      const next = inUrl.toParams({ ...inUrl.fromParams(new URLSearchParams(latest.current)), page: 1, ...patch });
      latest.current = next.toString();
      pending.current.push(latest.current);
      setParams(next, { replace });
    },
    [inUrl, setParams],
  );
}
