import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema, topicOf, type ChatMessage } from '@aula/shared';
import { followConsoleTopic } from '@/lib/socket';
import { useLiveFeed } from '@/lib/use-live-feed';
import { chatQueryKeys } from '../api/chat-query-keys';
import { getChatMessages } from '../api/get-chat-messages';

/** How many catch-up pages one reconnect reads; a console further behind than that reloads the page. */
const MAX_CATCH_UP_PAGES = 4;

/**
 * A channel's messages kept live in the console (docs/rules/communications.md#live-updates): the latest page, every change pushed
 * on `chat:{channelId}`, what was missed while the socket was away, older pages on request. Reports
 * arrive on the event's moderation topic and refresh the channel's reports and counts.
 */
export function useLiveChat(eventId: number, channelId: number) {
  const queryClient = useQueryClient();
  const [older, setOlder] = useState({ channelId, more: false, loading: false });

  const fetchAfter = useCallback(
    async (seq: number): Promise<ChatMessage[]> => {
      if (seq === 0) {
        const first = await getChatMessages(eventId, channelId, {});
        setOlder({ channelId, more: first.more, loading: false });
        return first.messages;
      }
      const changed: ChatMessage[] = [];
      let after = seq;
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
        const answer = await getChatMessages(eventId, channelId, { after });
        changed.push(...answer.messages);
        if (!answer.more) break;
        after = answer.messages.at(-1)?.seq ?? after;
      }
      return changed;
    },
    [eventId, channelId],
  );
  const itemsOf = useCallback((event: string, data: unknown) => {
    if (event !== 'message') return null;
    const parsed = chatMessageSchema.safeParse(data);
    return parsed.success ? [parsed.data] : null;
  }, []);

  const feed = useLiveFeed({ topic: channelId > 0 ? topicOf('chat', channelId) : null, follow: followConsoleTopic, fetchAfter, itemsOf });
  const { apply } = feed;

  useEffect(() => {
    if (eventId <= 0) return;
    return followConsoleTopic(topicOf('moderation', eventId), {
      onChange: (event) => {
        if (event !== 'chatReport') return;
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.reports(eventId, channelId) });
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.channel(eventId, channelId) });
      },
    });
  }, [eventId, channelId, queryClient]);

  const messages = useMemo(() => feed.items.filter((message) => !message.deleted).sort((a, b) => a.id - b.id), [feed.items]);
  const current = older.channelId === channelId ? older : { channelId, more: false, loading: false };

  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setOlder({ channelId, more: true, loading: true });
    try {
      const page = await getChatMessages(eventId, channelId, { before: oldest.id });
      apply(page.messages);
      setOlder({ channelId, more: page.more, loading: false });
    } catch {
      setOlder({ channelId, more: true, loading: false });
    }
  }, [apply, eventId, channelId, messages]);

  return { messages, status: feed.status, apply, hasOlder: current.more, loadingOlder: current.loading, loadOlder };
}
