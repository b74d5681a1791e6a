import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { searchParamsOf } from '@/lib/query-string';
import { useUrlFilters } from './use-url-filters';

type Filters = { search: string; tab: string; page: number };

const inUrl = {
  fromParams: (params: URLSearchParams): Filters => ({
    search: params.get('q') ?? '',
    tab: params.get('tab') ?? 'all',
    page: Math.max(1, Number(params.get('page')) || 1),
  }),
  toParams: (filters: Filters) =>
    searchParamsOf([
      ['q', filters.search],
      ['tab', filters.tab === 'all' ? null : filters.tab],
      ['page', filters.page > 1 ? filters.page : null],
    ]),
};

/** The hook on a list at `path`, with what the router shows and a way back. */
function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ ...useUrlFilters(inUrl, 50), location: useLocation(), navigationType: useNavigationType(), navigate: useNavigate() }), { wrapper });
  return result;
}

afterEach(cleanup);

describe('useUrlFilters', () => {
  it('reads the filters from the URL', () => {
    const hook = renderAt('/list?q=ada&tab=past&page=3');
    expect(hook.current.filters).toEqual({ search: 'ada', tab: 'past', page: 3 });
    expect(hook.current.urlFilters).toEqual(hook.current.filters);
  });

  it('shows typing at once, on page 1, and puts it in the URL once typing rests, replacing the entry', async () => {
    const hook = renderAt('/list?q=ada&page=3');
    act(() => hook.current.setSearch('adam'));
    expect(hook.current.filters).toEqual({ search: 'adam', tab: 'all', page: 1 });
    expect(hook.current.urlFilters.search).toBe('ada');
    await waitFor(() => expect(hook.current.location.search).toBe('?q=adam'));
    expect(hook.current.navigationType).toBe('REPLACE');
  });

  it('builds a second quick change on the first, and goes back to page 1 for anything but the page', async () => {
    const hook = renderAt('/list?page=4');
    act(() => {
      hook.current.update({ tab: 'past' });
      hook.current.update({ page: 2 });
    });
    await waitFor(() => expect(hook.current.location.search).toBe('?tab=past&page=2'));
    act(() => hook.current.update({ tab: 'future' }));
    await waitFor(() => expect(hook.current.location.search).toBe('?tab=future'));
  });

  it('takes back the search that back brings', async () => {
    const hook = renderAt('/list?q=one');
    act(() => hook.current.update({ search: 'two' }));
    await waitFor(() => expect(hook.current.location.search).toBe('?q=two'));
    act(() => void hook.current.navigate(-1));
    await waitFor(() => expect(hook.current.search).toBe('one'));
  });
});
