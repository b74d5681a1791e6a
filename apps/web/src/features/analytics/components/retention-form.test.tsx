import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import type { Language } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { RetentionForm } from './retention-form';

function renderForm(lang: Language = 'en', answer: (body: unknown) => StubAnswer = (body) => body) {
  const calls = stubApi({ 'POST /analyticsRetention/7': (init) => answer(JSON.parse(String(init?.body))) });
  renderWithProviders(
    <>
      <Notifications />
      <RetentionForm eventId={7} retentionDays={90} />
    </>,
    { lang },
  );
  return calls;
}

const saves = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.path === '/analyticsRetention/7');

describe('RetentionForm', () => {
  it('shows the retention and saves a change', async () => {
    const user = userEvent.setup();
    const calls = renderForm();
    const days = screen.getByRole('textbox', { name: 'Days to keep' });
    expect((days as HTMLInputElement).value).toBe('90');
    await user.clear(days);
    await user.type(days, '365');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({ retentionDays: 365 });
    expect(await screen.findByText('Changes are saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save retention' }).hasAttribute('disabled')).toBe(true);
  });

  it('says a failure that belongs to no field in the form’s alert', async () => {
    const user = userEvent.setup();
    renderForm('en', () => ({ status: 409, error: { code: 'conflict', message: 'The event was closed meanwhile' } }));
    const days = screen.getByRole('textbox', { name: 'Days to keep' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The event was closed meanwhile');
    expect(days.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses days outside 1 to 730 beside the field, before sending', async () => {
    const user = userEvent.setup();
    const calls = renderForm();
    const days = screen.getByRole('textbox', { name: 'Days to keep' });
    await user.clear(days);
    await user.type(days, '731');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 730')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toHaveLength(0);
  });

  it('says the same in German and shows the server’s field error beside its field', async () => {
    const user = userEvent.setup();
    const calls = renderForm('de', () => ({
      status: 400,
      error: { code: 'validation_failed', message: 'Ungültige Eingabe', fields: { retentionDays: 'validation.analytics_retention_range' } },
    }));
    const days = screen.getByRole('textbox', { name: 'Tage aufbewahren' });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Aufbewahrung speichern' }));
    expect(await screen.findByText('Geben Sie eine ganze Zahl von Tagen zwischen 1 und 730 ein')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Aufbewahrung speichern' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({ retentionDays: 30 });
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Geben Sie eine ganze Zahl von Tagen zwischen 1 und 730 ein')).toBeTruthy();
  });
});
