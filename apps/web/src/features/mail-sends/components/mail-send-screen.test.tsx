import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventInfo } from '@/test/event-info';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { MailSendScreen } from './mail-send-screen';

const reminders = {
  event: { enabled: false, templateId: null, minutesBefore: 1440 },
  session: { enabled: false, templateId: null, minutesBefore: 15 },
};

describe('scheduling a send', () => {
  it("words the chosen moment in the confirmation as every screen does, not as the typed ISO date", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /event/7': () => eventInfo({ timezone: 120 }),
      'GET /mailSends/7/templates': () => [{ id: 4, name: 'Welcome' }],
      'POST /mailSends/7/count': () => ({ count: 2 }),
      'GET /mailReminders/7': () => reminders,
    });
    renderWithProviders(<MailSendScreen />, { path: '/event/:id/communications/templates/send', url: '/event/7/communications/templates/send' });

    const template = await screen.findByRole('combobox', { name: 'Template' });
    await user.click(template);
    const list = await waitFor(() => document.getElementById(template.getAttribute('aria-controls') ?? '')!);
    await user.click(within(list).getByRole('option', { name: 'Welcome', hidden: true }));
    await screen.findByText('2 recipients');
    await user.click(screen.getByText('At a date and time'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2031-12-03' } });
    fireEvent.change(screen.getByLabelText("Time (UTC +02:00, the event's zone)"), { target: { value: '14:05' } });
    await user.click(screen.getByRole('button', { name: 'Schedule…' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The mail goes to 2 recipients on 3 Dec 2031 at 14:05 (event time).');
  });
});
