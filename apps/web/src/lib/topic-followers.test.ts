import { describe, expect, it, vi } from 'vitest';
import { TopicFollowers } from './topic-followers';

const listener = () => ({
  onSubscribed: vi.fn<() => void>(),
  onRefused: vi.fn<() => void>(),
  onChange: vi.fn<(event: string, data: unknown) => void>(),
});

/** A message as the socket hands it on: any action, with its fields. */
const socketMessage = (message: { action: string; [field: string]: unknown }) => message;

describe('TopicFollowers', () => {
  it('subscribes once per topic when the socket connects, however many listeners follow it', () => {
    const followers = new TopicFollowers();
    followers.follow('chat:1', listener());
    followers.follow('chat:1', listener());
    followers.follow('polls:2', listener());
    const send = vi.fn();
    followers.connected(send);
    expect(send.mock.calls.map(([request]) => request)).toEqual([
      { action: 'subscribe', topic: 'chat:1' },
      { action: 'subscribe', topic: 'polls:2' },
    ]);
    followers.follow('chat:1', listener());
    followers.follow('qna:3', listener());
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith({ action: 'subscribe', topic: 'qna:3' });
  });

  it('unsubscribes only when the last listener of a topic leaves', () => {
    const followers = new TopicFollowers();
    const send = vi.fn();
    followers.connected(send);
    const stopFirst = followers.follow('wall:4', listener());
    const stopSecond = followers.follow('wall:4', listener());
    stopFirst();
    stopFirst();
    expect(send).toHaveBeenCalledTimes(1);
    stopSecond();
    expect(send).toHaveBeenLastCalledWith({ action: 'unsubscribe', topic: 'wall:4' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while disconnected, and subscribes again to what is followed once reconnected', () => {
    const followers = new TopicFollowers();
    const first = vi.fn();
    followers.connected(first);
    followers.follow('chat:1', listener());
    const stopLeaving = followers.follow('qna:7', listener());
    followers.disconnected();
    followers.follow('polls:2', listener());
    stopLeaving();
    expect(first).toHaveBeenCalledTimes(2);
    const second = vi.fn();
    followers.connected(second);
    expect(second.mock.calls.map(([request]) => request)).toEqual([
      { action: 'subscribe', topic: 'chat:1' },
      { action: 'subscribe', topic: 'polls:2' },
    ]);
  });

  it('hands subscribed, refused and changes to the listeners of their topic only', () => {
    const followers = new TopicFollowers();
    const [chat, alsoChat, polls] = [listener(), listener(), listener()];
    followers.follow('chat:1', chat);
    followers.follow('chat:1', alsoChat);
    followers.follow('polls:2', polls);
    expect(followers.receive(socketMessage({ action: 'subscribed', topic: 'chat:1' }))).toBe(true);
    expect(followers.receive(socketMessage({ action: 'topic', topic: 'chat:1', event: 'message', data: { id: 1 } }))).toBe(true);
    expect(followers.receive(socketMessage({ action: 'subscribeRefused', topic: 'polls:2' }))).toBe(true);
    for (const heard of [chat, alsoChat]) {
      expect(heard.onSubscribed).toHaveBeenCalledTimes(1);
      expect(heard.onChange).toHaveBeenCalledWith('message', { id: 1 });
      expect(heard.onRefused).not.toHaveBeenCalled();
    }
    expect(polls.onRefused).toHaveBeenCalledTimes(1);
    expect(polls.onSubscribed).not.toHaveBeenCalled();
    expect(polls.onChange).not.toHaveBeenCalled();
  });

  it('leaves other messages to the socket’s own handling, and ignores answers for topics no longer followed', () => {
    const followers = new TopicFollowers();
    const chat = listener();
    const stop = followers.follow('chat:1', chat);
    expect(followers.receive({ action: 'pong' })).toBe(false);
    expect(followers.receive({ action: 'presence' })).toBe(false);
    stop();
    expect(followers.receive(socketMessage({ action: 'topic', topic: 'chat:1', event: 'message', data: {} }))).toBe(true);
    expect(chat.onChange).not.toHaveBeenCalled();
  });

  it('lets a listener stop following while its topic’s answer is being handed out', () => {
    const followers = new TopicFollowers();
    const later = listener();
    const stop = followers.follow('chat:1', { onChange: () => stop() });
    followers.follow('chat:1', later);
    followers.receive(socketMessage({ action: 'topic', topic: 'chat:1', event: 'message', data: {} }));
    expect(later.onChange).toHaveBeenCalledTimes(1);
  });
});
