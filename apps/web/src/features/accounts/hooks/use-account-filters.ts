import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { accountFiltersFromParams, accountFiltersToParams, type AccountFilters } from '../lib/account-filters';

/**
 * How long typing rests before the search goes into the URL (and so to the server): one request
 * for a word rather than one per letter, while the box shows every keystroke at once.
 */
const SEARCH_TO_URL_MS = 250;

/**
 * The list's search, filters, sort and page, read from and written to the URL so that back,
 * forward and reload keep them. Any change other than the page itself goes back to page 1.
 */
export function useAccountFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => accountFiltersFromParams(params), [params]);
  const [search, setSearchText] = useState(fromUrl.search);

  // Back and forward bring their own search; anything else in the URL is what this hook wrote.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP') setSearchText(fromUrl.search);
  }

  // The router applies a change a moment later; a second quick change builds on the first, not on the URL shown.
  const latest = useRef(params.toString());
  useEffect(() => {
    latest.current = params.toString();
  }, [params]);
  const write = useCallback(
    (patch: Partial<AccountFilters>, replace: boolean) => {
      const next = accountFiltersToParams({ ...accountFiltersFromParams(new URLSearchParams(latest.current)), page: 1, ...patch });
      latest.current = next.toString();
      setParams(next, { replace });
    },
    [setParams],
  );
  const writeSearch = useDebouncedCallback((text: string) => write({ search: text }, true), SEARCH_TO_URL_MS);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      writeSearch(text);
    },
    [writeSearch],
  );

  const update = useCallback(
    (patch: Partial<AccountFilters>) => {
      writeSearch.cancel();
      const text = patch.search ?? search;
      setSearchText(text);
      write({ ...patch, search: text }, false);
    },
    [search, write, writeSearch],
  );

  /** What the server is asked for: the URL's filters (the typed search arrives there once typing rests). */
  return { filters: fromUrl, search, setSearch, update };
}
