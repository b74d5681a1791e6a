import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailSend } from '@aula/shared';
import { eventInfo } from '@/test/event-info';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { MailOutboxScreen } from './mail-outbox-screen';

const scheduled: MailSend = {
  id: 3,
  templateId: 1,
  templateName: 'Welcome',
  subject: 'Welcome',
  status: 'scheduled',
  scheduledAt: '2031-05-03T23:30:00.000Z',
  createdAt: '2031-05-01T08:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  recipientCount: 2,
  counts: { queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0 },
  reminderKey: null,
  reminderSession: null,
};

describe('the mail outbox', () => {
  it.each([
    ['en', '4 May 2031, 01:30'],
    ['de', '4. Mai 2031, 01:30'],
  ] as const)("shows when a send goes out on the event's clock, never as an ISO date (%s)", async (lang, shown) => {
    stubApi({ 'GET /mailSends/7': () => [scheduled], 'GET /event/7': () => eventInfo({ timezone: 120 }) });
    renderWithProviders(<MailOutboxScreen />, { path: '/event/:id/communications/templates/outbox', url: '/event/7/communications/templates/outbox', lang });
    const row = await screen.findByTestId('send-3');
    expect(await within(row).findByText(shown)).toBeTruthy();
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
