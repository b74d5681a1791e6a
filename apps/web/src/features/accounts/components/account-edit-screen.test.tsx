import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { sampleAccount } from '../testing/sample-accounts';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { AccountEditScreen } from './account-edit-screen';

const EMAIL_TAKEN = { status: 400, error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { email: 'validation.account_email_taken' } } };

function renderEdit(url: string, save: (body: Record<string, unknown>) => StubAnswer = (body) => sampleAccount(31, { ...body, id: 31 })) {
  const calls = stubApi({
    'GET /account/7/31': () => sampleAccount(31, { firstName: 'Greta', lastName: 'Krause', email: 'greta@example.com', groups: ['VIP'] }),
    'GET /accountGroups/7': () => ['Press', 'VIP'],
    'POST /account': (init) => save(JSON.parse(String(init?.body)) as Record<string, unknown>),
  });
  const view = renderWithProviders(<AccountEditScreen />, {
    path: '/event/:id/accounts/:accID/edit',
    url,
    extraRoutes: [{ path: '/event/:id/accounts', element: <p>Accounts list</p> }],
  });
  return { ...view, calls };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('AccountEditScreen', () => {
  it('shows each rule’s message beside its field and sends nothing while one fails', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit('/event/7/accounts/0/edit');
    expect(await screen.findByRole('heading', { name: 'Add account', level: 1 })).toBeTruthy();
    expect(screen.getByText('Save the account first, then add a photo.')).toBeTruthy();

    await user.type(field('First name'), 'Lea');
    await user.clear(field('First name'));
    await user.type(field('E-mail'), 'lea-at-example');
    await user.tab();
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid email')).toBeTruthy();

    const saveBar = screen.getByRole('region', { name: 'Unsaved changes' });
    await user.click(within(saveBar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(2));
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 20_000);

  it('puts the server’s refusal of a taken address beside the e-mail field', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit('/event/7/accounts/0/edit', () => EMAIL_TAKEN);
    await screen.findByRole('heading', { name: 'Add account', level: 1 });
    await user.type(field('First name'), 'Lea');
    await user.type(field('Last name'), 'Müller');
    await user.type(field('E-mail'), 'lea@example.com');
    await user.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An account with this e-mail address already exists in this event.')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.body).toMatchObject({ eventId: 7, id: 0, firstName: 'Lea', lastName: 'Müller', email: 'lea@example.com', role: 'attendee', groups: [], active: true });
  }, 20_000);

  it('opens the new account after saving it', async () => {
    const user = userEvent.setup();
    const { router } = renderEdit('/event/7/accounts/0/edit');
    await screen.findByRole('heading', { name: 'Add account', level: 1 });
    await user.type(field('First name'), 'Lea');
    await user.type(field('Last name'), 'Müller');
    await user.type(field('E-mail'), 'lea@example.com');
    await user.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/7/accounts/31/edit'));
  }, 20_000);

  it('edits an existing account, with its groups, photo and personal-data actions', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit('/event/7/accounts/31/edit');
    expect(await screen.findByRole('heading', { name: 'Edit account', level: 1 })).toBeTruthy();
    await waitFor(() => expect((field('First name') as HTMLInputElement).value).toBe('Greta'));
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export data' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();

    await user.type(field('Company'), ' & Co');
    await user.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ id: 31, company: 'Harbour Logistics & Co', groups: ['VIP'] });

    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(within(dialog).getByText('Greta Krause')).toBeTruthy();
  }, 20_000);
});
