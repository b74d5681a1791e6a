import { useCallback, useMemo, useState } from 'react';
import { safeParse } from 'zod/mini';
import { chatMessageSchema, topicOf, venueChatCalls, type ChatMessage } from '@aula/shared';
import { useLiveFeed } from '@/lib/use-live-feed';
import { venueCall } from '../../lib/venue-api';
import { useVenueLive } from '../../lib/venue-live';

/** How many catch-up pages one reconnect reads before it starts the channel afresh. */
const MAX_CATCH_UP_PAGES = 4;

/**
 * A channel's messages kept live (docs/rules/communications.md#live-updates): the latest page first, every change pushed on
 * `chat:{channelId}`, the changes missed while the socket was away asked for after each reconnect,
 * and older pages on request. `messages` are the visible ones, oldest first.
 */
export function useChatChannel(channelId: number) {
  const live = useVenueLive();
  const [older, setOlder] = useState<{ channelId: number; more: boolean; loading: boolean }>({ channelId, more: false, loading: false });

  const fetchAfter = useCallback(
    async (seq: number): Promise<ChatMessage[]> => {
      if (seq === 0) {
        const first = await venueCall(venueChatCalls.messages, { params: { channelId }, query: {} });
        setOlder({ channelId, more: first.more, loading: false });
        return first.messages;
      }
      const changed: ChatMessage[] = [];
      let after = seq;
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
        const answer = await venueCall(venueChatCalls.messages, { params: { channelId }, query: { after } });
        changed.push(...answer.messages);
        if (!answer.more) return changed;
        after = answer.messages.at(-1)?.seq ?? after;
      }
      return changed;
    },
    [channelId],
  );

  const itemsOf = useCallback((event: string, data: unknown) => {
    if (event !== 'message') return null;
    const parsed = safeParse(chatMessageSchema, data);
    return parsed.success ? [parsed.data] : null;
  }, []);

  const feed = useLiveFeed({ topic: topicOf('chat', channelId), follow: live.follow, fetchAfter, itemsOf });
  const { apply } = feed;

  const messages = useMemo(() => feed.items.filter((message) => !message.deleted).sort((a, b) => a.id - b.id), [feed.items]);
  const current = older.channelId === channelId ? older : { channelId, more: false, loading: false };

  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setOlder({ channelId, more: true, loading: true });
    try {
      const page = await venueCall(venueChatCalls.messages, { params: { channelId }, query: { before: oldest.id } });
      apply(page.messages);
      setOlder({ channelId, more: page.more, loading: false });
    } catch {
      setOlder({ channelId, more: true, loading: false });
    }
  }, [apply, channelId, messages]);

  return { messages, status: feed.status, apply, hasOlder: current.more, loadingOlder: current.loading, loadOlder };
}
