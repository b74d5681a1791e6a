import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type EventFilters } from '../lib/event-filters';

type UpdateOptions = {
  /** Replace the history entry instead of adding one; typing should not fill the back button. */
  replace?: boolean;
};

/**
 * The list's filters, read from and written to the URL. Any change other than the page itself
 * goes back to page 1, since the old page number means nothing in a different result.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const update = useCallback(
    (patch: Partial<EventFilters>, { replace = false }: UpdateOptions = {}) => {
      setParams(
        (current) => {
          const next = { ...filtersFromParams(current), page: 1, ...patch };
          return filtersToParams(next);
        },
        { replace },
      );
    },
    [setParams],
  );

  return { filters, update };
}
