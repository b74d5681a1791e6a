import {
  CHAT_CATCH_UP_LIMIT,
  CHAT_PAGE_SIZE,
  topicOf,
  type ChatMessage,
  type ChatMessages,
  type ChatMessagesQuery,
  type ChatReport,
  type ConsoleChatChannel,
  type Language,
  type VenueChat,
  type VenueChatChannel,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { downloadName } from '../../http/download-name';
import { forbidden, notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EngagementService, EngagementViewer } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import type { RoomsService } from '../rooms/service';
import { mayDelete, mayEdit, mayPin, mayReport } from './policy';
import { presentMessage, presentPerson, type AuthorNames } from './presenter';
import { createChatRepository, type ChannelRow, type MessageRow } from './repository';
import { transcriptCsv } from './transcript';

/** How many people the direct-message search answers at once. */
const PEOPLE_LIMIT = 20;

export type ChatDeps = {
  now: () => Date;
  engagement: Pick<
    EngagementService,
    'viewer' | 'settings' | 'requireMayWrite' | 'requireMayRead' | 'mayRead' | 'requireModerator' | 'requireOrganiser' | 'authors' | 'consume'
  >;
  events: Pick<EventsService, 'requireOwned' | 'shortInfo' | 'organiserReaches'>;
  rooms: Pick<RoomsService, 'isVenueRoom'>;
  topicPush: TopicPush;
};

type Organiser = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/**
 * The chat of an event (issue 10 §1): the event's channel, one per room and direct ones between
 * attendees when the event allows them. Every change takes the next number of its channel's topic
 * in its transaction and is pushed on `chat:{channelId}` after it committed.
 */
export function createChatService(db: Database, { now, engagement, events, rooms, topicPush }: ChatDeps) {
  const repository = createChatRepository(db);

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

  /** Whether the attendee may read the channel: their event's, a visible room's, or a direct one they are in while the event allows them. */
  async function attendeeReads(channel: ChannelRow, accountId: number, eventId: number): Promise<boolean> {
    if (channel.eventId !== eventId) return false;
    if (channel.kind === 'event') return true;
    if (channel.kind === 'room') return channel.roomId !== null && rooms.isVenueRoom(eventId, channel.roomId);
    return (await engagement.settings(eventId)).directMessages && repository.isMember(channel.id, accountId);
  }

  async function readableChannel(viewer: EngagementViewer, channelId: number): Promise<ChannelRow> {
    await engagement.requireMayRead(viewer);
    const channel = await repository.findChannel(channelId);
    if (!channel || !(await attendeeReads(channel, viewer.accountId, viewer.eventId))) throw notFound();
    return channel;
  }

  /** A message in a channel the attendee reads, with that channel; 404 otherwise. */
  async function readableMessage(viewer: EngagementViewer, messageId: number): Promise<{ message: MessageRow; channel: ChannelRow }> {
    const message = await repository.findMessage(messageId);
    if (!message || message.eventId !== viewer.eventId) throw notFound();
    return { message, channel: await readableChannel(viewer, message.channelId) };
  }

  async function presentVenueChannel(channel: ChannelRow, accountId: number, members: Map<number, number[]>, names: AuthorNames['attendees']): Promise<VenueChatChannel> {
    const peerId = channel.kind === 'direct' ? (members.get(channel.id) ?? []).find((id) => id !== accountId) : undefined;
    return {
      id: channel.id,
      kind: channel.kind,
      roomId: channel.roomId,
      peer: peerId === undefined ? null : presentPerson(peerId, names),
      lastMessageMs: channel.lastMessageAt?.getTime() ?? null,
    };
  }

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

  return {
    /** Who may follow `chat:{channelId}`: organisers of the event's company, attendees who may read the channel. */
    async allowsTopic(subscriber: TopicSubscriber, channelId: number): Promise<boolean> {
      const channel = await repository.findChannel(channelId);
      if (!channel) return false;
      if (subscriber.kind === 'attendee') {
        return (await engagement.mayRead(subscriber.eventId, subscriber.accountId)) && attendeeReads(channel, subscriber.accountId, subscriber.eventId);
      }
      return events.organiserReaches(subscriber, channel.eventId);
    },

    /** The attendee's channels (GET /api/venue/chat): the event's, each visible room's, their direct ones. */
    async venueChannels(attendee: AuthenticatedAttendee): Promise<VenueChat> {
      const viewer = await engagement.viewer(attendee);
      await engagement.requireMayRead(viewer);
      const settings = await engagement.settings(viewer.eventId);
      await repository.ensureChannels(viewer.eventId, await repository.roomIds(viewer.eventId, true));
      const channels = await repository.attendeeChannels(viewer.eventId, viewer.accountId, settings.directMessages);
      const members = await repository.membersOf(channels.filter((channel) => channel.kind === 'direct').map((channel) => channel.id));
      const names = await engagement.authors([...new Set([...members.values()].flat())]);
      return {
        channels: await Promise.all(channels.map((channel) => presentVenueChannel(channel, viewer.accountId, members, names))),
        accountId: viewer.accountId,
        directMessages: settings.directMessages,
        moderator: viewer.moderator,
      };
    },

    async venueMessages(attendee: AuthenticatedAttendee, channelId: number, query: ChatMessagesQuery): Promise<ChatMessages> {
      const viewer = await engagement.viewer(attendee);
      await readableChannel(viewer, channelId);
      return messagesOf(channelId, query);
    },

    /** Writes a message; muted or banned attendees and those over the rate limit are refused. */
    async venuePost(attendee: AuthenticatedAttendee, channelId: number, body: string): Promise<ChatMessage> {
      const viewer = await engagement.viewer(attendee);
      const channel = await readableChannel(viewer, channelId);
      await engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'chat');
      const row = await repository.insertMessage({ channelId, eventId: channel.eventId, authorAccountId: viewer.accountId, authorUserId: null, body });
      const message = await publish(row);
      if (channel.kind === 'direct') {
        const members = (await repository.membersOf([channel.id])).get(channel.id) ?? [];
        for (const member of members) if (member !== viewer.accountId) await topicPush.noticeToAttendee(member, 'chatDirect', { channelId });
      }
      return message;
    },

    async venueEdit(attendee: AuthenticatedAttendee, messageId: number, body: string): Promise<ChatMessage> {
      const viewer = await engagement.viewer(attendee);
      const { message } = await readableMessage(viewer, messageId);
      if (!mayEdit(message, viewer)) throw forbidden();
      await engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'chat');
      const at = now();
      const row = await repository.updateMessage(messageId, (current) => (current.deletedAt ? null : { body, editedAt: at }));
      if (!row || row.deletedAt) throw notFound();
      return publish(row);
    },

    /** Deletes the attendee's own message, or as a moderator any in the event's and rooms' channels. */
    async venueDelete(attendee: AuthenticatedAttendee, messageId: number): Promise<ChatMessage> {
      const viewer = await engagement.viewer(attendee);
      const { message, channel } = await readableMessage(viewer, messageId);
      const own = message.authorAccountId === viewer.accountId;
      if (!own) await engagement.requireModerator(viewer);
      if (!mayDelete(message, channel, viewer)) throw message.deletedAt ? notFound() : forbidden();
      return deleteMessage(messageId, own ? 'author' : 'moderator');
    },

    async venueReact(attendee: AuthenticatedAttendee, messageId: number, emoji: string, on: boolean): Promise<ChatMessage> {
      const viewer = await engagement.viewer(attendee);
      const { message } = await readableMessage(viewer, messageId);
      if (message.deletedAt) throw notFound();
      await engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'chat');
      const row = await repository.react(messageId, viewer.accountId, emoji, on);
      if (!row) throw notFound();
      // An unchanged message (the same reaction twice) keeps its number and is not pushed again.
      return row.seq === message.seq ? (await present([row]))[0]! : publish(row);
    },

    /** Reports another's message to the moderators; the console's channel view and moderators hear of it. */
    async venueReport(attendee: AuthenticatedAttendee, messageId: number, reason: string): Promise<void> {
      const viewer = await engagement.viewer(attendee);
      const { message } = await readableMessage(viewer, messageId);
      if (!mayReport(message, viewer)) throw forbidden();
      await engagement.consume(viewer, 'chat');
      if (await repository.report(messageId, viewer.eventId, viewer.accountId, reason)) {
        await topicPush.publish(topicOf('moderation', viewer.eventId), 'chatReport', { channelId: message.channelId, messageId });
      }
    },

    async venuePin(attendee: AuthenticatedAttendee, messageId: number, pinned: boolean): Promise<ChatMessage> {
      const viewer = await engagement.viewer(attendee);
      await engagement.requireModerator(viewer);
      const { channel } = await readableMessage(viewer, messageId);
      if (!mayPin(channel, viewer)) throw forbidden();
      return setPinned(messageId, pinned);
    },

    /** Attendees to write to directly (GET /api/venue/chat/people); 403 while the event does not allow it. */
    async venuePeople(attendee: AuthenticatedAttendee, query: string) {
      const viewer = await engagement.viewer(attendee);
      await engagement.requireMayRead(viewer);
      if (!(await engagement.settings(viewer.eventId)).directMessages) throw forbidden();
      const ids = await repository.people(viewer.eventId, viewer.accountId, query, PEOPLE_LIMIT);
      const names = await engagement.authors(ids);
      return ids.map((id) => presentPerson(id, names));
    },

    /** The direct channel with another attendee of the event, opened if new. */
    async venueDirect(attendee: AuthenticatedAttendee, accountId: number): Promise<VenueChatChannel> {
      const viewer = await engagement.viewer(attendee);
      await engagement.requireMayRead(viewer);
      if (!(await engagement.settings(viewer.eventId)).directMessages) throw forbidden();
      if (accountId === viewer.accountId) throw validationFailed({ accountId: 'validation.invalid' });
      if (!(await repository.isActiveAttendee(viewer.eventId, accountId))) throw notFound();
      const channel = await repository.directChannel(viewer.eventId, viewer.accountId, accountId);
      const members = new Map([[channel.id, [viewer.accountId, accountId]]]);
      return presentVenueChannel(channel, viewer.accountId, members, await engagement.authors([accountId]));
    },

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

export type ChatService = ReturnType<typeof createChatService>;
