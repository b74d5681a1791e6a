import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language, ServerSocketMessage } from '@aula/shared';
import { setFailureDialogs, useFailureDialogs } from '@/components/app-frame/failure-dialogs-store';
import { initI18n } from '@/lib/i18n';
import { publishSocketMessage } from '@/lib/socket';
import { showsImportOutcome, useAccountImportNotice } from './account-import-notice';

function Shell() {
  useAccountImportNotice();
  const { upgrade } = useFailureDialogs();
  return <output data-testid="upgrade">{upgrade?.message ?? ''}</output>;
}

function renderAt(path: string, lang: Language = 'en') {
  initI18n(lang);
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

type ImportMessage = Extract<ServerSocketMessage, { action: 'importAccounts' }>;

const finished = (status: ImportMessage['status'], extra: Partial<ImportMessage> = {}): ImportMessage => ({
  action: 'importAccounts',
  status,
  eventId: 5,
  importId: '6f1c1d43-7f39-4d0b-9bd4-0a0a3c4e1a11',
  created: 3,
  updated: 0,
  skipped: 0,
  ...extra,
});

afterEach(() =>
  act(() => {
    notifications.clean();
    setFailureDialogs({ upgrade: null });
  }),
);

describe('the import notice of the shell', () => {
  it('tells the user elsewhere that the accounts have been imported, and leads to them', async () => {
    const router = renderAt('/event/5/design');
    act(() => publishSocketMessage(finished('success')));
    expect(await screen.findByText('Your accounts have been imported')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Accounts page' }));
    expect(router.state.location.pathname).toBe('/event/5/accounts');
    await waitFor(() => expect(screen.queryByText('Your accounts have been imported')).toBeNull());
  });

  it('speaks German, and stays until it is closed', async () => {
    renderAt('/events', 'de');
    act(() => publishSocketMessage(finished('success')));
    expect(await screen.findByText('Ihre Konten wurden importiert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Kontenseite' })).toBeTruthy();
  });

  it.each(['/event/5/accounts', '/event/5/accounts/import/'])('stays away on %s, which shows the outcome itself', async (path) => {
    renderAt(path);
    act(() => publishSocketMessage(finished('success')));
    expect(screen.queryByText('Your accounts have been imported')).toBeNull();
  });

  it('shows itself on the accounts list of another event', async () => {
    renderAt('/event/6/accounts');
    act(() => publishSocketMessage(finished('success')));
    expect(await screen.findByText('Your accounts have been imported')).toBeTruthy();
  });

  it('opens the upgrade dialog with the message of an import past the trial limit, and no notice', async () => {
    renderAt('/events');
    act(() => publishSocketMessage(finished('trial', { errorMessage: 'In the trial version an event can have at most 50 accounts.' })));
    expect(screen.getByTestId('upgrade').textContent).toBe('In the trial version an event can have at most 50 accounts.');
    act(() => publishSocketMessage(finished('error')));
    expect(screen.queryByText('Your accounts have been imported')).toBeNull();
  });
});

describe('showsImportOutcome', () => {
  it.each([
    ['/event/5/accounts', 5, true],
    ['/event/5/accounts/', 5, true],
    ['/event/5/accounts/import', 5, true],
    ['/event/5/accounts/12/edit', 5, false],
    ['/event/6/accounts', 5, false],
    ['/event/5/design', 5, false],
    ['/events', 5, false],
  ])('%s for event %i -> %s', (path, eventId, expected) => {
    expect(showsImportOutcome(path, eventId)).toBe(expected);
  });
});
