import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsAccountRow, Language } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { samplePeriod, sampleAccountRows } from '../testing/sample-analytics';
import { SLOW_RENDER_MS } from '../testing/timeouts';
import { stubApi } from '@/test/stub-api';
import { AnalyticsAccountsScreen } from './accounts-screen';

/** Answers the list as the server would: search, stage filter, sort by name or score, 20 a page. */
function accountsPage(all: AnalyticsAccountRow[], query: URLSearchParams) {
  const q = (query.get('q') ?? '').toLowerCase();
  const stage = query.get('stage');
  const matching = all.filter((row) => (!q || row.name.toLowerCase().includes(q) || row.email.includes(q)) && (!stage || row.stage === stage));
  const sort = query.get('sort') ?? 'score';
  const dir = query.get('dir') === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => dir * (sort === 'name' ? a.name.localeCompare(b.name) : a.score - b.score));
  const page = Number(query.get('page') ?? 1);
  return { period: samplePeriod(query.get('day')), rows: sorted.slice((page - 1) * 20, page * 20), page, pageSize: 20, total: matching.length, eventTotal: all.length };
}

function renderAccounts(lang: Language = 'en', rows = sampleAccountRows()) {
  const calls = stubApi({
    'GET /analyticsAccounts/7': (_init, query) => accountsPage(rows, query),
    'GET /analyticsExport/7/accounts/csv': () => 'name,score',
  });
  const view = renderWithProviders(<AnalyticsAccountsScreen />, { path: '/event/:id/analytics/accounts', url: '/event/7/analytics/accounts', lang });
  return { ...view, calls };
}

const names = () => screen.getAllByTestId('analytics-account-row').map((row) => within(row).getByRole('link').textContent);
const listCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/analyticsAccounts/7');

describe('AnalyticsAccountsScreen', () => {
  it('lists 20 accounts a page by score, with their stage and activity, each linking to the account', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAccounts();
    expect(await screen.findByText('25 accounts')).toBeTruthy();
    expect(names()).toHaveLength(20);
    const anna = within(screen.getAllByTestId('analytics-account-row')[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(anna).toEqual(['Anna Adlerperson-1@example.com', 'Engaged', '4 May 2026, 09:00', '4 May 2026, 11:00', '100', '3', '2', '1', '4', '50']);
    expect(screen.getByRole('link', { name: 'Anna Adler' }).getAttribute('href')).toBe('/event/7/accounts/1/edit');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('2');
  }, SLOW_RENDER_MS);

  it('sorts by a column through the server, keeping the order in the URL', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAccounts();
    await screen.findByText('25 accounts');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Anna Adler', 'Ben Berg']));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?sort=name&dir=asc');
    expect(listCalls(calls).at(-1)!.query.get('sort')).toBe('name');
  }, SLOW_RENDER_MS);

  it('filters by stage and searches through the server, keeping both in the URL', async () => {
    const user = userEvent.setup();
    // Three engaged and three invited accounts: one page, so that each step renders a short list.
    const { router, calls } = renderAccounts('en', sampleAccountRows().filter((_row, index) => index < 3 || index >= 22));
    await screen.findByText('6 accounts');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Invited', hidden: true }));
    await waitFor(() => expect(screen.getByText('3 accounts')).toBeTruthy());
    expect(listCalls(calls).at(-1)!.query.get('stage')).toBe('invited');

    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'zz');
    expect(await screen.findByText('No account matches the search and filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=zz&stage=invited');
  }, SLOW_RENDER_MS);

  it('speaks German and downloads the list as CSV with the filters shown', async () => {
    const user = userEvent.setup();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderAccounts('de');
    expect(await screen.findByText('25 Konten')).toBeTruthy();
    expect(within(screen.getAllByTestId('analytics-account-row')[0]!).getByText('Engagiert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    const download = calls.find((call) => call.path === '/analyticsExport/7/accounts/csv')!;
    expect(Object.fromEntries(download.query)).toEqual({ sort: 'score', dir: 'desc' });
    expect((clicks.mock.contexts[0] as HTMLAnchorElement).download).toBe('analytics-accounts.csv');
  });

  it('says so when the event has no accounts yet', async () => {
    renderAccounts('en', []);
    expect(await screen.findByText('This event has no accounts yet.')).toBeTruthy();
  });
});
