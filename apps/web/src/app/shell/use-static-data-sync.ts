import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useLanguage } from '@/lib/use-language';
import { staticDataQuery } from '@/features/static-data/api/get-static-data';

/** The event whose lists apply: the id of an /event/{id} route, else none. */
export function eventIdFromPath(pathname: string): number | null {
  const match = /^\/event\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * docs/rules/calls.md#static-data: the dropdown lists are loaded after each navigation to another page and on a language
 * change. Changing only the query (a filter, a search, a page of a list) is not a navigation.
 */
export function useStaticDataSync(): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const { language: lang } = useLanguage();
  const eventId = eventIdFromPath(location.pathname);

  useEffect(() => {
    // Failures are already presented by the request layer; the lists stay as they were.
    queryClient.fetchQuery({ ...staticDataQuery(eventId, lang), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, location.pathname, eventId, lang]);
}
