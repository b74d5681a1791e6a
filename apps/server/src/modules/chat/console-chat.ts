import { topicOf, type ChatMessage, type ChatMessages, type ChatMessagesQuery, type ChatReport, type ConsoleChatChannel, type Language } from '@aula/shared';
import { downloadName } from '../../http/download-name';
import { forbidden, notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EngagementService } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { TopicPush } from '../realtime/topics';
import type { ChatMessagesService } from './chat-messages';
import { presentPerson } from './presenter';
import type { ChannelRow, ChatRepository, MessageRow } from './repository';
import { transcriptCsv } from './transcript';

type Organiser = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type Deps = {
  now: () => Date;
  engagement: Pick<EngagementService, 'requireOrganiser' | 'authors'>;
  events: Pick<EventsService, 'shortInfo'>;
  topicPush: TopicPush;
};

/** The console's half of the chat (docs/rules/communications.md#chat): channels with counts, a channel's live view, moderation and the transcript. */
export function createConsoleChat(repository: ChatRepository, messages: ChatMessagesService, { now, engagement, events, topicPush }: Deps) {
  const { present, publish, messagesOf, deleteMessage, setPinned } = messages;

  /** A channel of the organiser's event, or 404. */
  async function organiserChannel(user: Organiser, eventId: number, channelId: number): Promise<ChannelRow> {
    await engagement.requireOrganiser(user, eventId);
    const channel = await repository.findChannel(channelId);
    if (!channel || channel.eventId !== eventId) throw notFound();
    return channel;
  }

  async function organiserMessage(user: Organiser, eventId: number, messageId: number): Promise<MessageRow> {
    await engagement.requireOrganiser(user, eventId);
    const message = await repository.findMessage(messageId);
    if (!message || message.eventId !== eventId) throw notFound();
    return message;
  }

  async function consoleChannels(eventId: number, channelId?: number): Promise<ConsoleChatChannel[]> {
    const channels = await repository.channelsWithActivity(eventId, channelId);
    const members = await repository.membersOf(channels.filter((channel) => channel.kind === 'direct').map((channel) => channel.id));
    const names = await engagement.authors([...new Set([...members.values()].flat())]);
    const order = (channel: (typeof channels)[number]) => (channel.kind === 'event' ? -1 : channel.kind === 'room' ? (channel.roomPosition ?? 0) : Number.MAX_SAFE_INTEGER);
    return channels
      .sort((a, b) => order(a) - order(b) || a.id - b.id)
      .map((channel) => ({
        id: channel.id,
        kind: channel.kind,
        roomId: channel.roomId,
        roomNameEn: channel.roomNameEn,
        roomNameDe: channel.roomNameDe,
        members: (members.get(channel.id) ?? []).map((accountId) => presentPerson(accountId, names)),
        messageCount: channel.messageCount,
        openReports: channel.openReports,
        lastMessageMs: channel.lastMessageAt?.getTime() ?? null,
      }));
  }

  return {
    /** The console's channels of an event with counts and last activity; the event's and rooms' channels are opened if new. */
    async channels(user: Organiser, eventId: number): Promise<{ channels: ConsoleChatChannel[] }> {
      await engagement.requireOrganiser(user, eventId);
      await repository.ensureChannels(eventId, await repository.roomIds(eventId, false));
      return { channels: await consoleChannels(eventId) };
    },

    async channel(user: Organiser, eventId: number, channelId: number): Promise<ConsoleChatChannel> {
      await organiserChannel(user, eventId, channelId);
      return (await consoleChannels(eventId, channelId))[0]!;
    },

    async messages(user: Organiser, eventId: number, channelId: number, query: ChatMessagesQuery): Promise<ChatMessages> {
      await organiserChannel(user, eventId, channelId);
      return messagesOf(channelId, query);
    },

    /** The organisers write in the event's and rooms' channels, never in attendees' direct ones. */
    async post(user: Organiser, eventId: number, channelId: number, body: string): Promise<ChatMessage> {
      const channel = await organiserChannel(user, eventId, channelId);
      if (channel.kind === 'direct') throw forbidden();
      return publish(await repository.insertMessage({ channelId, eventId, authorAccountId: null, authorUserId: user.id, body }));
    },

    async reports(user: Organiser, eventId: number, channelId: number): Promise<{ reports: ChatReport[] }> {
      await organiserChannel(user, eventId, channelId);
      const rows = await repository.openReports(channelId);
      const names = await engagement.authors([...new Set(rows.map((row) => row.reporterAccountId))]);
      return {
        reports: rows.map((row) => ({
          id: row.id,
          messageId: row.messageId,
          reporter: presentPerson(row.reporterAccountId, names),
          reason: row.reason,
          createdMs: row.createdAt.getTime(),
        })),
      };
    },

    async delete(user: Organiser, eventId: number, messageId: number): Promise<ChatMessage> {
      const message = await organiserMessage(user, eventId, messageId);
      if (message.deletedAt) throw notFound();
      return deleteMessage(messageId, 'moderator');
    },

    async pin(user: Organiser, eventId: number, messageId: number, pinned: boolean): Promise<ChatMessage> {
      await organiserMessage(user, eventId, messageId);
      return setPinned(messageId, pinned);
    },

    async dismissReports(user: Organiser, eventId: number, messageId: number): Promise<void> {
      const message = await organiserMessage(user, eventId, messageId);
      await repository.resolveReports(messageId, now());
      await topicPush.publish(topicOf('moderation', eventId), 'chatReport', { channelId: message.channelId, messageId });
    },

    /** The channel's messages as a CSV file named after the event (UTF-8 with BOM; `;` in German). */
    async transcript(user: Organiser, eventId: number, channelId: number, lang: Language): Promise<{ filename: string; content: string }> {
      await organiserChannel(user, eventId, channelId);
      const info = await events.shortInfo(user, eventId);
      const messages = await present(await repository.transcript(channelId));
      return { filename: downloadName(info.name, `-chat-${channelId}.csv`), content: transcriptCsv(messages, lang) };
    },
  };
}
