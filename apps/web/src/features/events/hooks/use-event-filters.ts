import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type EventFilters } from '../lib/event-filters';

/**
 * How long typing rests before the search goes into the URL. The box shows every keystroke at
 * once and the list asks the server sooner (see the events screen); the URL waits longer, because
 * each URL change is a navigation (and the shell reloads the static lists after every navigation).
 */
const SEARCH_TO_URL_MS = 300;

/**
 * The list's filters, read from and written to the URL so that back, forward and reload keep
 * them. Any change other than the page itself goes back to page 1.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromParams(params), [params]);
  const writeToUrl = useUrlWriter(params, setParams);

  const [search, setSearchText] = useState(fromUrl.search);
  // Back and forward bring their own search; anything else in the URL is what this hook wrote.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP') setSearchText(fromUrl.search);
  }

  const writeSearch = useDebouncedCallback((text: string) => writeToUrl({ search: text }, true), SEARCH_TO_URL_MS);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      writeSearch(text);
    },
    [writeSearch],
  );

  const update = useCallback(
    (patch: Partial<EventFilters>) => {
      writeSearch.cancel();
      const text = patch.search ?? search;
      setSearchText(text);
      writeToUrl({ ...patch, search: text }, false);
    },
    [search, writeSearch, writeToUrl],
  );

  // While the typed search has not reached the URL yet, the URL's page belongs to the old search.
  const filters: EventFilters = { ...fromUrl, search, page: search === fromUrl.search ? fromUrl.page : 1 };
  return { filters, update, setSearch };
}

/**
 * Writes filters into the URL. The router applies a change a moment later, so two quick changes
 * (a tab click, then typing) would build the second on the URL before the first; each change
 * therefore builds on the last one written, and the URL wins again once it shows something else.
 */
function useUrlWriter(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
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
    (patch: Partial<EventFilters>, replace: boolean) => {
      const next = filtersToParams({ ...filtersFromParams(new URLSearchParams(latest.current)), page: 1, ...patch });
      latest.current = next.toString();
      pending.current.push(latest.current);
      setParams(next, { replace });
    },
    [setParams],
  );
}
