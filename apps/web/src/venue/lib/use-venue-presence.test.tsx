import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useVenuePresence } from './use-venue-presence';

/** The browser's WebSocket as far as the venue uses it. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ action: 'authenticated' }) });
  }
}

const ticketAnswer = (ticket: string | null) =>
  ticket === null ? new Response('{}', { status: 401 }) : new Response(JSON.stringify({ data: { ticket, expires_in: 30 } }), { status: 200 });

describe('useVenuePresence', () => {
  beforeEach(() => {
    FakeWebSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('connects while signed in, tells the room the tab shows, and disconnects on sign-out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ticketAnswer('ticket-one-abcdefghijkl')));
    const { rerender, unmount } = renderHook(({ token, roomId }) => useVenuePresence(token, roomId, () => undefined), {
      initialProps: { token: 'attendee-token' as string | null, roomId: 4 as number | null },
    });
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.opened[0]!;
    expect(socket.url).toMatch(/\/api\/venue\/ws$/);
    socket.accept();
    expect(socket.sent.slice(0, 2)).toEqual([{ action: 'auth', ticket: 'ticket-one-abcdefghijkl' }, { action: 'enterRoom', roomId: 4 }]);

    rerender({ token: 'attendee-token', roomId: null });
    expect(socket.sent.at(-1)).toEqual({ action: 'leaveRoom' });
    rerender({ token: null, roomId: null });
    expect(socket.closed).toBe(true);
    unmount();
  });

  it('tells the venue when the server no longer knows the session', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ticketAnswer(null)));
    const gone = vi.fn();
    renderHook(() => useVenuePresence('ended-token', null, gone));
    await waitFor(() => expect(gone).toHaveBeenCalledTimes(1));
    expect(FakeWebSocket.opened).toHaveLength(0);
  });

  it('tells the server when the tab is hidden or shown and when the room\'s player starts or stops', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ticketAnswer('ticket-two-abcdefghijkl')));
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { result, unmount } = renderHook(() => useVenuePresence('attendee-token', 4, () => undefined));
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.opened[0]!;
    socket.accept();
    const activities = () => socket.sent.filter((message) => (message as { action: string }).action === 'activity');

    act(() => result.current.setPlaying(true));
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => result.current.setPlaying(false));
    expect(activities()).toEqual([
      { action: 'activity', visible: true, playing: false },
      { action: 'activity', visible: true, playing: true },
      { action: 'activity', visible: false, playing: true },
      { action: 'activity', visible: false, playing: false },
    ]);
    unmount();
  });
});
