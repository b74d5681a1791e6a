import { createContext, useContext, useEffect, useRef } from 'react';
import type { AttendeeNotice } from '@aula/shared';
import { TopicFollowers, type TopicListener } from '@/lib/topic-followers';

/**
 * What the venue's pages follow on its one socket (docs/rules/communications.md#live-updates): topics (a room's chat, polls and
 * questions, the wall) and notices to the attendee (muted, banned, a post approved). The signed-in
 * shell makes one for the visit and hands it to the socket.
 */
export class VenueLive {
  readonly topics = new TopicFollowers();
  private readonly noticeListeners = new Set<(notice: AttendeeNotice) => void>();
  private readonly connectListeners = new Set<() => void>();

  readonly follow = (topic: string, listener: TopicListener) => this.topics.follow(topic, listener);

  onNotice(listener: (notice: AttendeeNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  /** Calls `listener` each time the socket is authenticated again: what was pushed while it was away is lost. */
  onReconnect(listener: () => void): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  /** The socket is authenticated; from the second time on, those following catch up. */
  connected(): void {
    if (this.connections++ === 0) return;
    for (const listener of [...this.connectListeners]) listener();
  }

  private connections = 0;

  /** Hands a notice from the socket to the pages listening. */
  notify(notice: AttendeeNotice): void {
    for (const listener of [...this.noticeListeners]) listener(notice);
  }
}

export const VenueLiveContext = createContext<VenueLive | null>(null);

/** The venue's live connection; only inside the signed-in venue. */
export function useVenueLive(): VenueLive {
  const live = useContext(VenueLiveContext);
  if (!live) throw new Error('useVenueLive outside the signed-in venue');
  return live;
}

/** Calls `listener` with every notice to the attendee of the event named `event`, while mounted. */
export function useVenueNotice(event: string, listener: (data: unknown) => void): void {
  const live = useVenueLive();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => live.onNotice((notice) => notice.event === event && latest.current(notice.data)), [live, event]);
}
