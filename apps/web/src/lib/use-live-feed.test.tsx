import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopicFollowers } from './topic-followers';
import { useLiveFeed } from './use-live-feed';

type Item = { id: number; seq: number; text: string };

/** A tab's socket as far as topics go: the followers, what was sent, and the server's answers. */
function liveSocket() {
  const followers = new TopicFollowers();
  const sent: Array<{ action: string; topic: string }> = [];
  const answer = (message: { action: string; [field: string]: unknown }) => act(() => void followers.receive(message));
  return {
    follow: followers.follow.bind(followers),
    sent,
    connect: () => act(() => followers.connected((request) => sent.push(request))),
    disconnect: () => followers.disconnected(),
    subscribed: (topic: string) => answer({ action: 'subscribed', topic }),
    refused: (topic: string) => answer({ action: 'subscribeRefused', topic }),
    push: (topic: string, event: string, data: unknown) => answer({ action: 'topic', topic, event, data }),
  };
}

const itemsOf = (event: string, data: unknown) => (event === 'message' ? [data as Item] : null);
const texts = (items: Item[]) => items.map((item) => `${item.id}:${item.text}`);

function renderFeed(socket: ReturnType<typeof liveSocket>, fetchAfter: (seq: number) => Promise<Item[]>, topic: string | null = 'chat:1') {
  return renderHook((props: { topic: string | null }) => useLiveFeed<Item>({ topic: props.topic, follow: socket.follow, fetchAfter, itemsOf }), {
    initialProps: { topic },
  });
}

describe('useLiveFeed', () => {
  it('subscribes once, loads everything after subscribed, and merges pushes as they come', async () => {
    const socket = liveSocket();
    const fetchAfter = vi.fn(async () => [{ id: 1, seq: 1, text: 'Hallo' }]);
    const { result, rerender } = renderFeed(socket, fetchAfter);
    socket.connect();
    rerender({ topic: 'chat:1' });
    expect(socket.sent).toEqual([{ action: 'subscribe', topic: 'chat:1' }]);
    expect(result.current.status).toBe('loading');
    expect(fetchAfter).not.toHaveBeenCalled();

    await socket.subscribed('chat:1');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fetchAfter).toHaveBeenCalledWith(0);
    expect(texts(result.current.items)).toEqual(['1:Hallo']);

    await socket.push('chat:1', 'message', { id: 2, seq: 2, text: 'Servus' });
    await socket.push('chat:1', 'typing', { who: 3 });
    await socket.push('chat:2', 'message', { id: 9, seq: 9, text: 'elsewhere' });
    expect(texts(result.current.items)).toEqual(['1:Hallo', '2:Servus']);
    expect(socket.sent).toHaveLength(1);
  });

  it('after a reconnect subscribes again and catches up from the last change it saw, pushed or fetched', async () => {
    const socket = liveSocket();
    const fetchAfter = vi.fn(async (seq: number) =>
      seq === 0 ? [{ id: 1, seq: 1, text: 'one' }] : [{ id: 2, seq: 5, text: 'two, edited' }, { id: 4, seq: 6, text: 'four' }],
    );
    const { result } = renderFeed(socket, fetchAfter);
    socket.connect();
    await socket.subscribed('chat:1');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await socket.push('chat:1', 'message', { id: 2, seq: 3, text: 'two' });

    socket.disconnect();
    socket.connect();
    expect(socket.sent).toEqual([
      { action: 'subscribe', topic: 'chat:1' },
      { action: 'subscribe', topic: 'chat:1' },
    ]);
    await socket.subscribed('chat:1');
    await waitFor(() => expect(fetchAfter).toHaveBeenLastCalledWith(3));
    await waitFor(() => expect(texts(result.current.items)).toEqual(['1:one', '2:two, edited', '4:four']));
  });

  it('keeps the newer version of an item whatever order pushes and the catch-up answer arrive in', async () => {
    const socket = liveSocket();
    let answerCatchUp: (items: Item[]) => void = () => undefined;
    const fetchAfter = vi.fn(() => new Promise<Item[]>((resolve) => (answerCatchUp = resolve)));
    const { result } = renderFeed(socket, fetchAfter);
    socket.connect();
    await socket.subscribed('chat:1');
    // A push arrives while the catch-up is under way; the answer then carries an older version.
    await socket.push('chat:1', 'message', { id: 1, seq: 4, text: 'edited' });
    await act(async () => answerCatchUp([{ id: 1, seq: 2, text: 'original' }, { id: 2, seq: 3, text: 'other' }]));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(texts(result.current.items)).toEqual(['1:edited', '2:other']);
    // The same change twice, or an old one late, changes nothing.
    await socket.push('chat:1', 'message', { id: 2, seq: 3, text: 'other' });
    await socket.push('chat:1', 'message', { id: 1, seq: 2, text: 'original' });
    expect(texts(result.current.items)).toEqual(['1:edited', '2:other']);
  });

  it('says refused when the server refuses the topic, and failed when the catch-up fails', async () => {
    const socket = liveSocket();
    const refused = renderFeed(socket, vi.fn(async () => []), 'qnaQueue:3');
    const failing = renderFeed(socket, vi.fn(async () => Promise.reject(new Error('offline'))), 'chat:8');
    socket.connect();
    await socket.refused('qnaQueue:3');
    expect(refused.result.current).toMatchObject({ status: 'refused', items: [] });
    await socket.subscribed('chat:8');
    await waitFor(() => expect(failing.result.current.status).toBe('failed'));
  });

  it('merges the answer of the attendee’s own action at once, before its push', async () => {
    const socket = liveSocket();
    const { result } = renderFeed(socket, vi.fn(async () => []));
    socket.connect();
    await socket.subscribed('chat:1');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.apply([{ id: 7, seq: 8, text: 'mine' }]));
    expect(texts(result.current.items)).toEqual(['7:mine']);
    await socket.push('chat:1', 'message', { id: 7, seq: 8, text: 'mine' });
    expect(texts(result.current.items)).toEqual(['7:mine']);
  });

  it('leaves the old topic and starts empty on a new one; follows nothing without a topic', async () => {
    const socket = liveSocket();
    const fetchAfter = vi.fn(async () => [{ id: 1, seq: 1, text: 'room one' }]);
    const { result, rerender, unmount } = renderFeed(socket, fetchAfter);
    socket.connect();
    await socket.subscribed('chat:1');
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    rerender({ topic: 'chat:2' });
    expect(result.current).toMatchObject({ status: 'loading', items: [] });
    expect(socket.sent.slice(-2)).toEqual([
      { action: 'unsubscribe', topic: 'chat:1' },
      { action: 'subscribe', topic: 'chat:2' },
    ]);
    await socket.push('chat:1', 'message', { id: 3, seq: 3, text: 'late for room one' });
    expect(result.current.items).toEqual([]);

    rerender({ topic: null });
    expect(socket.sent.at(-1)).toEqual({ action: 'unsubscribe', topic: 'chat:2' });
    expect(result.current.items).toEqual([]);
    unmount();
    expect(socket.sent).toHaveLength(4);
  });
});
