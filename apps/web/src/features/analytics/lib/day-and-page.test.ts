import { ANALYTICS_LIST_MAX_PAGE } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { dayAndPageOf } from './day-and-page';

describe('dayAndPageOf', () => {
  it('reads a day and a page from the address', () => {
    expect(dayAndPageOf(new URLSearchParams('day=2026-12-03&page=4'))).toEqual({ day: '2026-12-03', page: 4 });
  });

  it('takes the whole event and the first page for what is no day or page', () => {
    expect(dayAndPageOf(new URLSearchParams('day=tomorrow&page=-2'))).toEqual({ day: null, page: 1 });
    expect(dayAndPageOf(new URLSearchParams('page=2.5'))).toEqual({ day: null, page: 1 });
  });

  it('keeps a page within what the server answers', () => {
    expect(dayAndPageOf(new URLSearchParams(`page=${ANALYTICS_LIST_MAX_PAGE + 1}`)).page).toBe(ANALYTICS_LIST_MAX_PAGE);
  });
});
