import { useUrlFilters } from '@/components/list-filters/use-url-filters';
import { accountFiltersInUrl } from '../lib/account-filters';

/**
 * How long typing rests before the search goes into the URL (and so to the server): one request
 * for a word rather than one per letter, while the box shows every keystroke at once.
 */
const SEARCH_TO_URL_MS = 250;

/** The accounts list's filters: what the server is asked for is the URL's; `search` is what is typed. */
export function useAccountFilters() {
  const { urlFilters, search, setSearch, update } = useUrlFilters(accountFiltersInUrl, SEARCH_TO_URL_MS);
  return { filters: urlFilters, search, setSearch, update };
}
