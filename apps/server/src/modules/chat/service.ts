import {
  topicOf,
  type ChatMessage,
  type ChatMessages,
  type ChatMessagesQuery,
  type VenueChat,
  type VenueChatChannel,
  type VenueChatUnread,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { forbidden, notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { EngagementService, EngagementViewer } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import type { RoomsService } from '../rooms/service';
import { mayDelete, mayEdit, mayPin, mayReport } from './policy';
import { presentPerson, type AuthorNames } from './presenter';
import { createChatMessages } from './chat-messages';
import type { AnalyticsService } from '../analytics/service';
import { createChatRepository, type ChannelRow, type MessageRow } from './repository';
import { createConsoleChat } from './console-chat';

/** The members, their names and the reader's unread counts of direct channels. */
type DirectFacts = { members: Map<number, number[]>; unread: Map<number, number>; names: AuthorNames['attendees'] };

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
  /** Counts what attendees do (docs/rules/analytics.md#what-is-recorded). */
  analytics: Pick<AnalyticsService, 'recordAction'>;
};

/**
 * The chat of an event (docs/rules/communications.md#chat): the event's channel, one per room and direct ones between
 * attendees when the event allows them. Every change takes the next number of its channel's topic
 * in its transaction and is pushed on `chat:{channelId}` after it committed. The venue's half is
 * here; the console's is `console-chat.ts`, and what both do alike `chat-messages.ts`.
 */
export function createChatService(db: Database, { now, engagement, events, rooms, topicPush, analytics }: ChatDeps) {
  const repository = createChatRepository(db);
  const messages = createChatMessages(repository, { now, engagement, topicPush });
  const { present, publish, messagesOf, deleteMessage, setPinned } = messages;

  /** Whether the attendee may read the channel: their event's, a visible room's, or a direct one they are in while the event allows them. */
  async function attendeeReads(channel: ChannelRow, accountId: number, eventId: number): Promise<boolean> {
    if (channel.eventId !== eventId) return false;
    if (channel.kind === 'event') return true;
    if (channel.kind === 'room') return channel.roomId !== null && rooms.isVenueRoom(eventId, channel.roomId);
    return (await engagement.settings(eventId)).directMessages && repository.isMember(channel.id, accountId);
  }

  async function readableChannel(viewer: EngagementViewer, channelId: number): Promise<ChannelRow> {
    engagement.requireMayRead(viewer);
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

  /** What the attendee's channel list shows of one channel; `direct` holds the members and unread counts of direct ones. */
  function presentVenueChannel(channel: ChannelRow, accountId: number, direct: DirectFacts): VenueChatChannel {
    const peerId = channel.kind === 'direct' ? (direct.members.get(channel.id) ?? []).find((id) => id !== accountId) : undefined;
    return {
      id: channel.id,
      kind: channel.kind,
      roomId: channel.roomId,
      peer: peerId === undefined ? null : presentPerson(peerId, direct.names),
      lastMessageMs: channel.lastMessageAt?.getTime() ?? null,
      unread: direct.unread.get(channel.id) ?? 0,
    };
  }

  async function directFacts(accountId: number, channelIds: number[]): Promise<DirectFacts> {
    const [members, unread] = await Promise.all([repository.membersOf(channelIds), repository.unreadCounts(accountId, channelIds)]);
    return { members, unread, names: await engagement.authors([...new Set([...members.values()].flat())]) };
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
      engagement.requireMayRead(viewer);
      const settings = await engagement.settings(viewer.eventId);
      await repository.ensureChannels(viewer.eventId, await repository.roomIds(viewer.eventId, true));
      const channels = await repository.attendeeChannels(viewer.eventId, viewer.accountId, settings.directMessages);
      const direct = await directFacts(
        viewer.accountId,
        channels.filter((channel) => channel.kind === 'direct').map((channel) => channel.id),
      );
      return {
        channels: channels.map((channel) => presentVenueChannel(channel, viewer.accountId, direct)),
        accountId: viewer.accountId,
        directMessages: settings.directMessages,
        moderator: viewer.moderator,
      };
    },

    /** The menu's count: unread messages of all the attendee's direct channels; none while the event does not allow them. */
    async venueUnread(attendee: AuthenticatedAttendee): Promise<VenueChatUnread> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      if (!(await engagement.settings(viewer.eventId)).directMessages) return { unread: 0 };
      return { unread: await repository.unreadTotal(viewer.eventId, viewer.accountId) };
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
      engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'chat');
      const row = await repository.insertMessage({ channelId, eventId: channel.eventId, authorAccountId: viewer.accountId, authorUserId: null, body });
      const message = await publish(row);
      await analytics.recordAction(viewer, 'chatMessage', channel.kind === 'room' ? channel.roomId : null);
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
      engagement.requireMayWrite(viewer);
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
      engagement.requireMayWrite(viewer);
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
      engagement.requireMayRead(viewer);
      if (!(await engagement.settings(viewer.eventId)).directMessages) throw forbidden();
      const ids = await repository.people(viewer.eventId, viewer.accountId, query, PEOPLE_LIMIT);
      const names = await engagement.authors(ids);
      return ids.map((id) => presentPerson(id, names));
    },

    /** The direct channel with another attendee of the event, opened if new. */
    async venueDirect(attendee: AuthenticatedAttendee, accountId: number): Promise<VenueChatChannel> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      if (!(await engagement.settings(viewer.eventId)).directMessages) throw forbidden();
      if (accountId === viewer.accountId) throw validationFailed({ accountId: 'validation.invalid' });
      if (!(await repository.isActiveAttendee(viewer.eventId, accountId))) throw notFound();
      const channel = await repository.directChannel(viewer.eventId, viewer.accountId, accountId);
      return presentVenueChannel(channel, viewer.accountId, await directFacts(viewer.accountId, [channel.id]));
    },

    /**
     * Marks a direct channel read up to a message the attendee has seen; every tab of theirs hears
     * of it and asks for its counts again. Shared channels keep no reading position.
     */
    async venueRead(attendee: AuthenticatedAttendee, channelId: number, messageId: number): Promise<void> {
      const viewer = await engagement.viewer(attendee);
      const channel = await readableChannel(viewer, channelId);
      if (channel.kind !== 'direct') return;
      await repository.markRead(channelId, viewer.accountId, messageId);
      await topicPush.noticeToAttendee(viewer.accountId, 'chatRead', { channelId });
    },

    ...createConsoleChat(repository, messages, { now, engagement, events, topicPush }),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
