import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  // The router applies a URL change a moment later, so two quick changes (a tab click, then
  // typing) would build the second on the URL before the first. Each change therefore builds on
  // the last one written; the URL wins again once it shows something this hook did not write.
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

  const update = useCallback(
    (patch: Partial<EventFilters>, { replace = false }: UpdateOptions = {}) => {
      const next = filtersToParams({ ...filtersFromParams(new URLSearchParams(latest.current)), page: 1, ...patch });
      latest.current = next.toString();
      pending.current.push(latest.current);
      setParams(next, { replace });
    },
    [setParams],
  );

  return { filters, update };
}
