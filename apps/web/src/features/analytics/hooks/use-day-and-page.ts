import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { dayAndPageOf } from '../lib/day-and-page';

/**
 * The day filter (`?day=YYYY-MM-DD`, none for the whole event) and the page of a screen's list
 * (`?page=`), in the URL so that reload and a shared link keep them; another day starts at page 1.
 */
export function useDayAndPage() {
  const [params, setParams] = useSearchParams();
  const { day, page } = dayAndPageOf(params);

  const write = useCallback(
    (next: { day: string | null; page: number }) => {
      const written = new URLSearchParams();
      if (next.day) written.set('day', next.day);
      if (next.page > 1) written.set('page', String(next.page));
      setParams(written);
    },
    [setParams],
  );
  const setDay = useCallback((next: string | null) => write({ day: next, page: 1 }), [write]);
  const setPage = useCallback((next: number) => write({ day, page: next }), [write, day]);
  return { day, page, setDay, setPage };
}
