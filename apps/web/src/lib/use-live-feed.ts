import { useCallback, useEffect, useRef, useState } from 'react';
import { lastSeqOf, mergeBySeq, type SeqItem } from '@aula/shared';
import type { TopicListener } from './topic-followers';

export type LiveFeedStatus = 'loading' | 'ready' | 'failed' | 'refused';

type LiveFeedOptions<T extends SeqItem> = {
  /** The topic to follow, or null to follow nothing (the list stays empty). */
  topic: string | null;
  /** Follows a topic on the tab's socket: the console's or the venue's. */
  follow: (topic: string, listener: TopicListener) => () => void;
  /** The feature's catch-up call: the items changed after `seq` (0: all there are to show). */
  fetchAfter: (seq: number) => Promise<T[]>;
  /** The items a pushed change carries, or null for a change this list does not show. */
  itemsOf: (event: string, data: unknown) => T[] | null;
};

/**
 * A list kept live over a topic (docs/rules/communications.md#live-updates): follows the topic, and each time the subscription is
 * active (first time and after every reconnect) asks for what changed after the last `seq` it
 * holds, so nothing is missed across a reconnect; pushes are merged as they come. `apply` merges
 * the answer of the attendee's own action at once, before its push arrives.
 */
export function useLiveFeed<T extends SeqItem>({ topic, follow, fetchAfter, itemsOf }: LiveFeedOptions<T>) {
  // Kept with the topic it belongs to: after a change of topic the old list is not shown for the new one.
  const [feed, setFeed] = useState<{ topic: string | null; items: T[]; status: LiveFeedStatus }>({ topic, items: [], status: 'loading' });
  const calls = useRef({ fetchAfter, itemsOf });
  useEffect(() => {
    calls.current = { fetchAfter, itemsOf };
  }, [fetchAfter, itemsOf]);

  const merge = useCallback(
    (forTopic: string | null, incoming: T[], status?: LiveFeedStatus) =>
      setFeed((current) => {
        const items = current.topic === forTopic ? current.items : [];
        const base = current.topic === forTopic ? current.status : 'loading';
        return { topic: forTopic, items: mergeBySeq(items, incoming), status: status ?? base };
      }),
    [],
  );

  const apply = useCallback((incoming: T[]) => merge(topic, incoming), [merge, topic]);

  useEffect(() => {
    if (!topic) return;
    let active = true;
    let seen = 0;
    const catchUp = async () => {
      try {
        const changed = await calls.current.fetchAfter(seen);
        if (!active) return;
        seen = lastSeqOf(changed, seen);
        merge(topic, changed, 'ready');
      } catch {
        if (active) merge(topic, [], 'failed');
      }
    };
    const stop = follow(topic, {
      onSubscribed: () => void catchUp(),
      onRefused: () => merge(topic, [], 'refused'),
      onChange: (event, data) => {
        const pushed = calls.current.itemsOf(event, data);
        if (!pushed) return;
        seen = lastSeqOf(pushed, seen);
        merge(topic, pushed);
      },
    });
    return () => {
      active = false;
      stop();
    };
  }, [topic, follow, merge]);

  const current = feed.topic === topic;
  return { items: current ? feed.items : [], status: current ? feed.status : ('loading' as const), apply };
}
