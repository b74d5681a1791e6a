import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { MailRemindersCard } from './mail-reminders-card';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const SAVED = {
  event: { enabled: true, templateId: 4, minutesBefore: 1440 },
  session: { enabled: false, templateId: null, minutesBefore: 15 },
};

/** Answers the card's three calls; `save` decides the POST's answer. */
function stubReminders(save: (body: unknown) => Response = (body) => json({ data: body })) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/mailSends/7/templates')) return json({ data: [{ id: 4, name: 'Tomorrow' }, { id: 5, name: 'Soon' }] });
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as unknown;
        posted.push(body);
        return save(body);
      }
      return json({ data: SAVED });
    }),
  );
  return posted;
}

const section = (kind: 'event' | 'session') => screen.getByTestId(`reminder-${kind}`);

describe('MailRemindersCard', () => {
  it('shows the saved reminders in hours, asks for a template before saving, and saves minutes', async () => {
    const user = userEvent.setup();
    const posted = stubReminders();
    renderWithProviders(<MailRemindersCard eventId={7} />);
    await screen.findByRole('heading', { name: 'Reminders' });
    const event = section('event');
    expect(within(event).getByRole('switch', { name: 'Reminder before the event starts' })).toHaveProperty('checked', true);
    expect(within(event).getByRole('textbox', { name: 'Before the start' })).toHaveProperty('value', '24');
    await waitFor(() => expect(within(event).getByRole('combobox', { name: 'Reminder template' })).toHaveProperty('value', 'Tomorrow'));

    const session = section('session');
    await user.click(within(session).getByRole('switch', { name: 'Reminder before each session starts' }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await within(session).findByText('Required field')).toBeTruthy();
    expect(posted).toEqual([]);

    const template = within(session).getByRole('combobox', { name: 'Reminder template' });
    await user.click(template);
    // Each select keeps its own list in the page: pick from the one this select controls.
    const list = await waitFor(() => document.getElementById(template.getAttribute('aria-controls') ?? '')!);
    await user.click(within(list).getByRole('option', { name: 'Soon', hidden: true }));
    const before = within(session).getByRole('textbox', { name: 'Before the start' });
    await user.clear(before);
    await user.type(before, '5');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await within(session).findByText('Choose between 15 minutes and 7 days.')).toBeTruthy();
    await user.clear(before);
    await user.type(before, '30');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(posted).toEqual([{ event: { enabled: true, templateId: 4, minutesBefore: 1440 }, session: { enabled: true, templateId: 5, minutesBefore: 30 } }]),
    );
  }, 20_000);

  it('puts the server’s refusal beside the template, in German', async () => {
    const user = userEvent.setup();
    stubReminders(() => json({ error: { code: 'validation_failed', message: 'Ungültig', fields: { 'event.templateId': 'validation.required' } } }, 400));
    renderWithProviders(<MailRemindersCard eventId={7} />, { lang: 'de' });
    await screen.findByRole('heading', { name: 'Erinnerungen' });
    await user.click(screen.getByRole('button', { name: 'Erinnerungen speichern' }));
    expect(await within(section('event')).findByText('Pflichtfeld')).toBeTruthy();
  }, 20_000);
});
