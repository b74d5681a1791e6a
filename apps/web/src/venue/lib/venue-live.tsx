import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
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
  private readonly playingListeners = new Set<() => void>();
  private playingNow = false;

  /** Whether the room's player plays now (docs/rules/analytics.md#what-is-recorded). */
  get playing(): boolean {
    return this.playingNow;
  }

  /** The room's player started (true) or stopped: paused, buffering, ended, failed, emptied or gone. */
  setPlaying(playing: boolean): void {
    if (playing === this.playingNow) return;
    this.playingNow = playing;
    for (const listener of [...this.playingListeners]) listener();
  }

  onPlayingChange(listener: () => void): () => void {
    this.playingListeners.add(listener);
    return () => this.playingListeners.delete(listener);
  }

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

/**
 * The media events of the venue's own player, reported as playing or not (docs/rules/analytics.md#what-is-recorded); a player that goes
 * away has stopped. Outside the signed-in venue there is nothing to tell.
 */
export function usePlaybackReport() {
  const live = useContext(VenueLiveContext);
  useEffect(() => () => live?.setPlaying(false), [live]);
  return useMemo(() => {
    const stopped = () => live?.setPlaying(false);
    return { onPlaying: () => live?.setPlaying(true), onPause: stopped, onWaiting: stopped, onEnded: stopped, onError: stopped, onEmptied: stopped };
  }, [live]);
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
