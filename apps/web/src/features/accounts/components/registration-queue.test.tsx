import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QueuedRegistration } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { RegistrationQueue } from './registration-queue';

const queued = (id: number, status: QueuedRegistration['status'], email: string): QueuedRegistration => ({
  id,
  status,
  email,
  firstName: 'Lena',
  lastName: `Brandt ${id}`,
  company: '',
  jobTitle: '',
  confirmedAt: '2027-03-01T09:00:00.000Z',
});

describe('RegistrationQueue', () => {
  it('approves and rejects registrations awaiting approval and shows the waiting list in order', async () => {
    const user = userEvent.setup();
    let queue = [queued(1, 'awaiting_approval', 'lena@example.com'), queued(2, 'awaiting_approval', 'otto@example.com'), queued(3, 'waiting', 'first@example.com'), queued(4, 'waiting', 'second@example.com')];
    const calls = stubApi({
      'GET /registrations/7': () => queue,
      'POST /approveRegistration/7': (init) => {
        const { registrationId } = JSON.parse(String(init?.body)) as { registrationId: number };
        queue = queue.filter((row) => row.id !== registrationId);
        return { ok: true };
      },
      'POST /rejectRegistration/7': (init) => {
        const { registrationId } = JSON.parse(String(init?.body)) as { registrationId: number };
        queue = queue.filter((row) => row.id !== registrationId);
        return { ok: true };
      },
    });
    renderWithProviders(<RegistrationQueue eventId={7} />, { path: '/event/:id/accounts', url: '/event/7/accounts', lang: 'de' });

    const awaiting = await screen.findByRole('table', { name: 'Registrierungen, die auf Freigabe warten' });
    expect(within(awaiting).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'lena@example.com freigeben' }));
    await waitFor(() => expect(screen.queryByText('lena@example.com')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ registrationId: 1 });
    await user.click(screen.getByRole('button', { name: 'otto@example.com ablehnen' }));
    await waitFor(() => expect(screen.queryByText('otto@example.com')).toBeNull());
    expect(calls.filter((call) => call.path === '/rejectRegistration/7')).toHaveLength(1);

    await user.click(screen.getByText('Warteliste (2)'));
    const waiting = screen.getByRole('table', { name: 'Warteliste' });
    expect(within(waiting).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['first@example.com', 'second@example.com']);
    expect(within(waiting).queryByRole('button', { name: /freigeben/ })).toBeNull();
  });

  it("says beside the row's buttons that the plan's accounts are used up when an approval is refused", async () => {
    const user = userEvent.setup();
    const message =
      'Ihr Tarif erlaubt 500 Konten pro Event, und alle sind vergeben. Daher kann diese Registrierung nicht freigegeben werden. Löschen Sie Konten oder wechseln Sie den Tarif und geben Sie die Registrierung dann erneut frei.';
    stubApi({
      'GET /registrations/7': () => [queued(1, 'awaiting_approval', 'lena@example.com'), queued(2, 'awaiting_approval', 'otto@example.com')],
      'POST /approveRegistration/7': () => ({ status: 409, error: { code: 'accounts_limit', message } }),
    });
    renderWithProviders(<RegistrationQueue eventId={7} />, { path: '/event/:id/accounts', url: '/event/7/accounts', lang: 'de' });

    await user.click(await screen.findByRole('button', { name: 'lena@example.com freigeben' }));
    const lenaRow = screen.getByRole('row', { name: /lena@example\.com/ });
    expect((await within(lenaRow).findByRole('alert')).textContent).toBe(message);
    expect(within(screen.getByRole('row', { name: /otto@example\.com/ })).queryByRole('alert')).toBeNull();
  });
});
