import { useUrlFilters } from '@/components/list-filters/use-url-filters';
import { eventFiltersInUrl } from '../lib/event-filters';

/**
 * How long typing rests before the search goes into the URL. The box shows every keystroke at
 * once and the list asks the server sooner (see the events screen); the URL waits longer, because
 * each URL change is a navigation (and the shell reloads the static lists after every navigation).
 */
const SEARCH_TO_URL_MS = 300;

/** The events list's filters in the URL; `filters.search` is what is typed. */
export function useEventFilters() {
  const { filters, update, setSearch } = useUrlFilters(eventFiltersInUrl, SEARCH_TO_URL_MS);
  return { filters, update, setSearch };
}
