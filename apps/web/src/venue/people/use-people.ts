import { useEffect, useState } from 'react';
import { venuePeopleCalls, type VenuePeopleFilters, type VenuePeopleQuery, type VenuePersonSummary } from '@aula/shared';
import { venueCall, VenueApiError } from '../lib/venue-api';

export type PeopleSearch = Omit<VenuePeopleQuery, 'offset'>;
export const NO_SEARCH: PeopleSearch = { q: '', role: '', company: '', group: '' };

type PeopleRequest = { search: PeopleSearch; offset: number };

type PeopleResult = {
  /** The request this result answers; a newer one is loading while they differ. */
  request: PeopleRequest;
  people: VenuePersonSummary[] | null;
  total: number;
  next: number | null;
  /** The organisers do not show this attendee the directory (403). */
  closed: boolean;
  /** Why the last page did not come, for the page to put in words. */
  failure: unknown;
};

/**
 * The directory's pages: the first page of a new search, the next one appended by `more`; an
 * answer to an older request is dropped, a failed "more" keeps what was shown.
 */
export function usePeople() {
  const [request, setRequest] = useState<PeopleRequest>({ search: NO_SEARCH, offset: 0 });
  const [result, setResult] = useState<PeopleResult | null>(null);

  useEffect(() => {
    let current = true;
    venueCall(venuePeopleCalls.list, { query: { ...request.search, offset: request.offset } }).then(
      (page) =>
        current &&
        setResult((before) => ({
          request,
          people: request.offset === 0 ? page.people : [...(before?.people ?? []), ...page.people],
          total: page.total,
          next: page.next,
          closed: false,
          failure: null,
        })),
      (error: unknown) => {
        if (!current) return;
        const closed = error instanceof VenueApiError && error.status === 403;
        setResult((before) => ({ people: null, total: 0, next: null, ...before, request, closed, failure: closed ? null : error }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  return {
    people: result?.people ?? null,
    total: result?.total ?? 0,
    next: result?.next ?? null,
    closed: result?.closed ?? false,
    failure: result?.failure ?? null,
    loading: result?.request !== request,
    search: (search: PeopleSearch) => setRequest({ search, offset: 0 }),
    more: () => {
      if (result?.next != null) setRequest({ search: request.search, offset: result.next });
    },
  };
}

/** The companies and public groups the directory filters by; none until they have come. */
export function usePeopleFilters(): VenuePeopleFilters {
  const [filters, setFilters] = useState<VenuePeopleFilters>({ companies: [], groups: [] });
  useEffect(() => {
    let current = true;
    venueCall(venuePeopleCalls.filters).then(
      (answer) => current && setFilters(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return filters;
}
