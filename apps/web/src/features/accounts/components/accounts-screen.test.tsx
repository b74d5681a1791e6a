import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttendeeAccount } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeAccountsPage, sampleAccounts } from '../testing/sample-accounts';
import { stubApi } from '@/test/stub-api';
import { AccountsScreen } from './accounts-screen';

const rowNames = () => screen.getAllByTestId('account-row').map((row) => within(row).getByRole('link').textContent);

function renderList(url = '/event/7/accounts', accounts: AttendeeAccount[] = sampleAccounts(), lang: 'en' | 'de' = 'en') {
  let current = accounts;
  const calls = stubApi({
    'GET /accounts/7': (_init, query) => fakeAccountsPage(current, query),
    'GET /accountGroups/7': () => ['Press', 'VIP'],
    'GET /registrations/7': () => [],
    'POST /deleteAccounts/7': (init) => {
      const body = JSON.parse(String(init?.body)) as { ids?: number[]; filter?: { role?: string } };
      const gone = current.filter((account) => (body.ids ? body.ids.includes(account.id) : !body.filter?.role || account.role === body.filter.role));
      current = current.filter((account) => !gone.includes(account));
      return { deleted: gone.length };
    },
  });
  const view = renderWithProviders(<AccountsScreen />, {
    path: '/event/:id/accounts',
    url,
    lang,
    extraRoutes: [
      { path: '/event/:id/accounts/import', element: <p>Import page</p> },
      { path: '/event/:id/accounts/:accID/edit', element: <p>Edit page</p> },
    ],
  });
  return { ...view, calls };
}

/**
 * An item of an open menu or select. Outside a browser a dropdown cannot measure where its button
 * is and so keeps itself hidden (Mantine's detached-reference check); the item is there and works.
 */
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const listOption = (name: string) => screen.findByRole('option', { name, hidden: true });

const listCalls = (calls: ReturnType<typeof renderList>['calls']) => calls.filter((call) => call.method === 'GET' && call.path === '/accounts/7');

describe('AccountsScreen', () => {
  it('offers import and add when the event has no accounts yet', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/event/7/accounts', []);
    expect(await screen.findByText('No accounts yet')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search accounts' })).toBeNull();
    const empty = screen.getByText('No accounts yet').closest('div')!.parentElement!;
    await user.click(within(empty).getByRole('link', { name: 'Import accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/7/accounts/import'));
  });

  it('shows 20 rows a page with role, groups and status, and opens an account on a row click', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    expect(await screen.findByText('25 accounts')).toBeTruthy();
    expect(rowNames()).toHaveLength(20);
    const anna = screen.getAllByTestId('account-row')[0]!;
    expect(within(anna).getByText('Speaker')).toBeTruthy();
    expect(within(anna).getByText('VIP')).toBeTruthy();
    expect(within(anna).getByText('Invited')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');
    await user.click(within(screen.getAllByTestId('account-row')[0]!).getByText('person-21@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/7/accounts/21/edit'));
  }, 20_000);

  it('keeps search, filters and sort in the URL and asks the server for them; Esc clears the search', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderList('/event/7/accounts?page=2');
    await screen.findByText('25 accounts');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await listOption('Speaker'));
    await waitFor(() => expect(router.state.location.search).toBe('?role=speaker'));
    await waitFor(() => expect(rowNames()).toEqual(['Anna Adler', 'Ben Berg']));
    expect(listCalls(calls).at(-1)!.query.get('role')).toBe('speaker');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await listOption('Invited'));
    await waitFor(() => expect(rowNames()).toEqual(['Anna Adler']));
    expect(router.state.location.search).toBe('?role=speaker&status=invited');

    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=speaker&status=invited&sort=email'));
    expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('descending'));
    expect(listCalls(calls).at(-1)!.query.get('dir')).toBe('desc');

    const search = screen.getByRole('searchbox', { name: 'Search accounts' });
    await user.type(search, 'nobody');
    expect(await screen.findByText('No accounts match')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('q=nobody'));
    await user.type(search, '{Escape}');
    await waitFor(() => expect(rowNames()).toEqual(['Anna Adler']));
    expect((search as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await listOption('Signed in'));
    expect(await screen.findByText('No accounts match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect(router.state.location.search).toBe('?sort=email&dir=desc');
  }, 30_000);

  it('deletes the chosen accounts after a confirmation that says how many', async () => {
    const user = userEvent.setup();
    const { calls } = renderList();
    await screen.findByText('25 accounts');
    await user.click(screen.getByRole('checkbox', { name: 'Select Anna Adler' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Berg' }));
    expect(screen.getByText('2 accounts selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await menuItem('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete accounts' });
    expect(within(dialog).getByText('Are you sure you want to delete 2 accounts?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await menuItem('Delete'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete accounts' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('23 accounts')).toBeTruthy());
    const deletion = calls.find((call) => call.method === 'POST')!;
    expect(deletion.path).toBe('/deleteAccounts/7');
    expect(deletion.body).toEqual({ ids: [1, 2] });
    expect(screen.queryByText(/selected/)).toBeNull();
  }, 20_000);

  it('selects the page, then everything that matches, and deletes by the filter', async () => {
    const user = userEvent.setup();
    const { calls } = renderList('/event/7/accounts?role=attendee');
    await screen.findByText('23 accounts');
    await user.click(screen.getByRole('checkbox', { name: 'Select all accounts on this page' }));
    expect(screen.getByText('20 accounts selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Select everything that matches (23)' }));
    expect(screen.getByText('All 23 accounts that match are selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await menuItem('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete accounts' });
    expect(within(dialog).getByText('Are you sure you want to delete 23 accounts?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No accounts match')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ filter: { q: '', role: 'attendee' } });
  }, 20_000);

  it('speaks German', async () => {
    renderList('/event/7/accounts', sampleAccounts(), 'de');
    expect(await screen.findByText('25 Konten')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Konten durchsuchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Konto hinzufügen' })).toBeTruthy();
    expect(within(screen.getAllByTestId('account-row')[0]!).getByText('Eingeladen')).toBeTruthy();
  });
});
