import { useCallback, useMemo, useState } from 'react';
import type { AttendeeSelectionInput } from '@aula/shared';
import { selectionFilter, type AccountFilters } from '../lib/account-filters';

type SelectionState = { key: string; ids: ReadonlySet<number>; allMatching: boolean };

/**
 * The rows chosen for a bulk action: ids ticked on any page, or "everything that matches" the
 * current filter. A new search or filter starts a new selection (what matched before may not
 * match now); paging and sorting keep it.
 */
export function useAccountSelection(filters: AccountFilters, total: number, pageIds: readonly number[]) {
  const filter = useMemo(() => selectionFilter(filters), [filters]);
  const key = JSON.stringify(filter);
  const [state, setState] = useState<SelectionState>({ key, ids: new Set(), allMatching: false });
  const current = useMemo(() => (state.key === key ? state : { key, ids: new Set<number>(), allMatching: false }), [state, key]);

  const setIds = useCallback(
    (change: (ids: Set<number>) => void) =>
      setState((previous) => {
        // Unticking a row of "everything that matches" keeps the rest of the page ticked, as the rows show.
        const kept = previous.key !== key ? [] : previous.allMatching ? pageIds : previous.ids;
        const ids = new Set(kept);
        change(ids);
        return { key, ids, allMatching: false };
      }),
    [key, pageIds],
  );

  const toggle = useCallback((id: number, checked: boolean) => setIds((ids) => (checked ? ids.add(id) : ids.delete(id))), [setIds]);
  const togglePage = useCallback(
    (pageIds: readonly number[], checked: boolean) => setIds((ids) => pageIds.forEach((id) => (checked ? ids.add(id) : ids.delete(id)))),
    [setIds],
  );
  const selectAllMatching = useCallback(() => setState({ key, ids: new Set(), allMatching: true }), [key]);
  const clear = useCallback(() => setState({ key, ids: new Set(), allMatching: false }), [key]);

  const isSelected = useCallback((id: number) => current.allMatching || current.ids.has(id), [current]);
  const count = current.allMatching ? total : current.ids.size;
  /** The body a bulk call takes, or null while nothing is chosen. */
  const body: AttendeeSelectionInput | null = current.allMatching ? { filter } : current.ids.size > 0 ? { ids: [...current.ids] } : null;

  return { count, allMatching: current.allMatching, isSelected, toggle, togglePage, selectAllMatching, clear, body };
}

export type AccountSelection = ReturnType<typeof useAccountSelection>;
