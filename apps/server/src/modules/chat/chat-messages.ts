import { CHAT_CATCH_UP_LIMIT, CHAT_PAGE_SIZE, topicOf, type ChatMessage, type ChatMessages, type ChatMessagesQuery } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import type { EngagementService } from '../engagement/service';
import type { TopicPush } from '../realtime/topics';
import { presentMessage, type AuthorNames } from './presenter';
import type { ChatRepository, MessageRow } from './repository';

type Deps = { now: () => Date; engagement: Pick<EngagementService, 'authors'>; topicPush: TopicPush };

/**
 * What the venue's and the console's halves of the chat do alike: present messages with their
 * authors and reactions, push a change on `chat:{channelId}`, page and catch up, delete and pin.
 */
export function createChatMessages(repository: ChatRepository, { now, engagement, topicPush }: Deps) {
  async function namesFor(rows: readonly MessageRow[]): Promise<AuthorNames> {
    const accountIds = [...new Set(rows.flatMap((row) => (row.authorAccountId === null ? [] : [row.authorAccountId])))];
    const userIds = [...new Set(rows.flatMap((row) => (row.authorUserId === null ? [] : [row.authorUserId])))];
    const [attendees, organisers] = await Promise.all([engagement.authors(accountIds), repository.organiserNames(userIds)]);
    return { attendees, organisers };
  }

  async function present(rows: readonly MessageRow[]): Promise<ChatMessage[]> {
    const [names, reactions] = await Promise.all([namesFor(rows), repository.reactionsOf(rows.map((row) => row.id))]);
    return rows.map((row) => presentMessage(row, reactions, names));
  }

  /** Presents a changed message and pushes it to the channel's followers. */
  async function publish(row: MessageRow): Promise<ChatMessage> {
    const [message] = await present([row]);
    await topicPush.publish(topicOf('chat', row.channelId), 'message', message);
    return message!;
  }

  async function messagesOf(channelId: number, query: ChatMessagesQuery): Promise<ChatMessages> {
    const { messages, more } =
      query.after !== undefined && query.after > 0
        ? await repository.changedAfter(channelId, query.after, CHAT_CATCH_UP_LIMIT)
        : await repository.page(channelId, query.before, CHAT_PAGE_SIZE);
    return { messages: await present(messages), more };
  }

  async function deleteMessage(messageId: number, by: 'author' | 'moderator'): Promise<ChatMessage> {
    const at = now();
    const row = await repository.updateMessage(messageId, (message) => (message.deletedAt ? null : { deletedAt: at, deletedBy: by, pinned: false }));
    if (!row) throw notFound();
    await repository.resolveReports(messageId, at);
    return publish(row);
  }

  async function setPinned(messageId: number, pinned: boolean): Promise<ChatMessage> {
    const row = await repository.updateMessage(messageId, (message) => (message.deletedAt || message.pinned === pinned ? null : { pinned }));
    if (!row || row.deletedAt) throw notFound();
    return publish(row);
  }

  return { present, publish, messagesOf, deleteMessage, setPinned };
}

export type ChatMessagesService = ReturnType<typeof createChatMessages>;
