import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { VenueNotification } from '@aula/shared';
import { PageRouter } from '@/lib/page-router/page-router';
import { SessionContext } from '../lib/session-context';
import { loadTexts } from '../lib/texts';
import { TextsProvider } from '../lib/texts-context';
import { configureVenueApi } from '../lib/venue-api';
import { VenueLive, VenueLiveContext } from '../lib/venue-live';
import { data, stubVenueApi } from '../testing/render-venue';
import { VENUE_PAGES } from '../venue-pages';
import { NotificationBell } from './notification-bell';

const notification = (id: number, fields: Partial<VenueNotification> = {}): VenueNotification => ({
  id,
  title: `Title ${id}`,
  text: `Text ${id}`,
  roomId: null,
  sessionId: null,
  sentMs: 1_800_000_000_000 + id,
  read: false,
  ...fields,
});

async function renderBell() {
  window.history.replaceState(null, '', '/e/SUMMIT1/venue');
  onTestFinished(configureVenueApi({ token: () => 'token', language: () => 'en' }));
  const live = new VenueLive();
  const session = { code: 'SUMMIT1', session: null, signIn: async () => undefined, forget: () => undefined };
  render(
    <TextsProvider initial={await loadTexts('en')}>
      <PageRouter pages={VENUE_PAGES}>
        {() => (
          <SessionContext value={session}>
            <VenueLiveContext value={live}>
              <NotificationBell />
            </VenueLiveContext>
          </SessionContext>
        )}
      </PageRouter>
    </TextsProvider>,
  );
  return live;
}

describe('NotificationBell', () => {
  it('counts the unread ones sent meanwhile, announces one arriving live, and marks what it shows delivered and what is opened read', async () => {
    const calls = stubVenueApi({
      'GET /venue/notifications': () => data([notification(2), notification(1, { read: true })]),
      'POST /venue/notifications/delivered': () => data({ ok: true }),
      'POST /venue/notifications/3/read': () => data({ ok: true }),
      'POST /venue/notifications/2/read': () => data({ ok: true }),
    });
    const live = await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await vi.waitFor(() => expect(calls.find((call) => call.path === '/venue/notifications/delivered')?.body).toEqual({ ids: [2, 1] }));

    act(() => live.notify({ action: 'notice', event: 'notification', data: { notification: notification(3, { roomId: 7 }) } }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Title 3');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/venue/notifications/delivered').at(-1)?.body).toEqual({ ids: [3] }));

    // Opening the live one marks it read and goes to its room.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.location.pathname).toBe('/e/SUMMIT1/venue/rooms/7');
    expect(status.textContent).toBe('');
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/venue/notifications/3/read')).toBe(true));

    // The list opens from the bell, newest first.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect([...panel.querySelectorAll('.notification-title')].map((title) => title.textContent)).toEqual(['Title 3', 'Unread: Title 2', 'Title 1']);
    fireEvent.click(screen.getByRole('button', { name: /Title 2/ }));
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('asks for the list again after the socket reconnects, so a push sent meanwhile still arrives', async () => {
    let listed = [notification(1)];
    stubVenueApi({
      'GET /venue/notifications': () => data(listed),
      'POST /venue/notifications/delivered': () => data({ ok: true }),
    });
    const live = await renderBell();
    act(() => live.connected());
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    listed = [notification(2), notification(1)];
    act(() => live.connected());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  });
});
