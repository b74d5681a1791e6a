import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATIONS_CHANGED, type AttendeeAccount, type QueuedRegistration } from '@aula/shared';
import { consoleTopics } from '@/lib/socket';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { fakeAccountsPage, sampleAccount, sampleAccounts } from '../testing/sample-accounts';
import { AccountsScreen } from './accounts-screen';

const lena: QueuedRegistration = {
  id: 31,
  status: 'awaiting_approval',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Brandt',
  company: '',
  jobTitle: '',
  confirmedAt: '2027-03-01T09:00:00.000Z',
};

/** A change on the event's registrations topic, as the console's socket hands it over. */
const pushed = (topic: string, event: string) => {
  const message = { action: 'topic', topic, event, data: {} };
  consoleTopics.receive(message);
};

describe('the accounts screen, live', () => {
  it('shows a new registration and, once another organiser approved it, its account, without a reload', async () => {
    let queue: QueuedRegistration[] = [];
    let accounts: AttendeeAccount[] = sampleAccounts();
    stubApi({
      'GET /accounts/7': (_init, query) => fakeAccountsPage(accounts, query),
      'GET /accountGroups/7': () => ['Press', 'VIP'],
      'GET /registrations/7': () => queue,
    });
    renderWithProviders(<AccountsScreen />, { path: '/event/:id/accounts', url: '/event/7/accounts' });
    expect(await screen.findByText('25 accounts')).toBeTruthy();

    queue = [lena];
    pushed('registrations:7', REGISTRATIONS_CHANGED);
    const awaiting = await screen.findByRole('table', { name: 'Registrations awaiting approval' });
    expect(within(awaiting).getByText('lena@example.com')).toBeTruthy();

    queue = [];
    accounts = [...accounts, sampleAccount(26, { firstName: 'Lena', lastName: 'Brandt', email: 'lena@example.com' })];
    pushed('registrations:7', REGISTRATIONS_CHANGED);
    expect(await screen.findByText('26 accounts')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Registrations awaiting approval' })).toBeNull());
  });

  it("ignores another event's registrations", async () => {
    let queue: QueuedRegistration[] = [];
    const calls = stubApi({
      'GET /accounts/7': (_init, query) => fakeAccountsPage(sampleAccounts(), query),
      'GET /accountGroups/7': () => [],
      'GET /registrations/7': () => queue,
    });
    renderWithProviders(<AccountsScreen />, { path: '/event/:id/accounts', url: '/event/7/accounts' });
    expect(await screen.findByText('25 accounts')).toBeTruthy();
    const asked = () => calls.filter((call) => call.path === '/registrations/7').length;
    const before = asked();

    queue = [lena];
    pushed('registrations:8', REGISTRATIONS_CHANGED);
    pushed('registrations:7', 'somethingElse');
    // A push for this event afterwards proves the two before it were handled and asked for nothing.
    pushed('registrations:7', REGISTRATIONS_CHANGED);
    await screen.findByRole('table', { name: 'Registrations awaiting approval' });
    expect(asked()).toBe(before + 1);
  });
});
