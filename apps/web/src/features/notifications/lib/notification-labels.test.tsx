import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language, NotificationListItem, NotificationOptions } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { useMomentLabel } from './notification-labels';

const options: NotificationOptions = { rooms: [], sessions: [], groups: [], timezoneOffset: -300 };
const scheduled: NotificationListItem = {
  id: 1,
  title: 'Doors open',
  titleDe: '',
  status: 'scheduled',
  audience: { kind: 'everyone' },
  scheduledMs: Date.UTC(2031, 4, 4, 2, 15),
  sentMs: null,
  recipients: 0,
  delivered: 0,
  read: 0,
};

function Moment({ item }: { item: NotificationListItem }) {
  return <p>{useMomentLabel(options)(item)}</p>;
}

describe("a notification's moment in the list", () => {
  it.each([
    ['en', 'Scheduled for 3 May 2031, 21:15 (UTC -05:00)'],
    ['de', 'Geplant für 3. Mai 2031, 21:15 (UTC -05:00)'],
  ] as const)("is the event's wall clock the day before UTC's, with the zone named (%s)", (lang: Language, shown) => {
    renderWithProviders(<Moment item={scheduled} />, { lang });
    expect(screen.getByText(shown)).toBeTruthy();
  });
});
