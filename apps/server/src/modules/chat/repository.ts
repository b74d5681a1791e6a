import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { topicOf } from '@aula/shared';
import type { Database } from '../../db/client';
import { attendeeAccounts, chatChannelMembers, chatChannels, chatMessages, chatReactions, chatReports, rooms, users } from '../../db/schema';
import { nextTopicSeq } from '../../db/topic-seq';
import { containsPattern } from '../../db/queries/contains-pattern';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type ReactionRow = { messageId: number; accountId: number; emoji: string };
export type ChannelActivity = ChannelRow & {
  roomNameEn: string | null;
  roomNameDe: string | null;
  roomPosition: number | null;
  messageCount: number;
  openReports: number;
};
export type ReportRow = { id: number; messageId: number; reporterAccountId: number; reason: string; createdAt: Date };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];


/** Chat channels, messages, reactions and reports; the only file of the module that speaks Drizzle. */
/** A member's unread messages: the others' ones, not deleted, after the member's read position. */
const unreadBy = (accountId: number) =>
  and(
    eq(chatMessages.channelId, chatChannelMembers.channelId),
    gt(chatMessages.id, chatChannelMembers.lastReadMessageId),
    isNull(chatMessages.deletedAt),
    sql`${chatMessages.authorAccountId} is distinct from ${accountId}`,
  );

export function createChatRepository(db: Database) {
  /** Changes a message under a new change number of its channel's topic, in one transaction. */
  async function changeMessage(messageId: number, change: (tx: Transaction, message: MessageRow) => Promise<Partial<MessageRow> | null>): Promise<MessageRow | null> {
    return db.transaction(async (tx) => {
      const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId)).for('update');
      if (!message) return null;
      const values = await change(tx, message);
      if (!values) return message;
      const seq = await nextTopicSeq(tx, topicOf('chat', message.channelId));
      const [row] = await tx
        .update(chatMessages)
        .set({ ...values, seq })
        .where(eq(chatMessages.id, messageId))
        .returning();
      return row!;
    });
  }

  return {
    async findChannel(id: number): Promise<ChannelRow | null> {
      const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id)).limit(1);
      return row ?? null;
    },

    async findMessage(id: number): Promise<MessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row ?? null;
    },

    /** The event's own channel and one per room (of `roomIds`), created where missing. */
    async ensureChannels(eventId: number, roomIds: readonly number[]): Promise<void> {
      await db.insert(chatChannels).values({ eventId, kind: 'event' }).onConflictDoNothing();
      if (roomIds.length > 0) {
        await db
          .insert(chatChannels)
          .values(roomIds.map((roomId) => ({ eventId, kind: 'room' as const, roomId })))
          .onConflictDoNothing();
      }
    },

    /** The ids of the event's rooms, all of them or only the visible ones. */
    async roomIds(eventId: number, onlyVisible: boolean): Promise<number[]> {
      const rows = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(onlyVisible ? and(eq(rooms.eventId, eventId), eq(rooms.visible, true)) : eq(rooms.eventId, eventId));
      return rows.map((row) => row.id);
    },

    /** The direct channel of two attendees of an event, opened with both as members if new. */
    async directChannel(eventId: number, one: number, other: number): Promise<ChannelRow> {
      const directKey = `${Math.min(one, other)}:${Math.max(one, other)}`;
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(chatChannels).values({ eventId, kind: 'direct', directKey }).onConflictDoNothing().returning();
        if (created) {
          await tx.insert(chatChannelMembers).values([
            { channelId: created.id, accountId: one },
            { channelId: created.id, accountId: other },
          ]);
          return created;
        }
        const [row] = await tx
          .select()
          .from(chatChannels)
          .where(and(eq(chatChannels.eventId, eventId), eq(chatChannels.kind, 'direct'), eq(chatChannels.directKey, directKey)))
          .limit(1);
        return row!;
      });
    },

    /** The channels the attendee reads: the event's, visible rooms' and (when `withDirect`) their direct ones. */
    async attendeeChannels(eventId: number, accountId: number, withDirect: boolean): Promise<(ChannelRow & { roomPosition: number | null })[]> {
      const direct = withDirect
        ? sql`${chatChannels.id} in (select ${chatChannelMembers.channelId} from ${chatChannelMembers} where ${chatChannelMembers.accountId} = ${accountId})`
        : sql`false`;
      const rows = await db
        .select({ channel: chatChannels, roomPosition: rooms.position })
        .from(chatChannels)
        .leftJoin(rooms, eq(rooms.id, chatChannels.roomId))
        .where(and(eq(chatChannels.eventId, eventId), or(eq(chatChannels.kind, 'event'), and(eq(chatChannels.kind, 'room'), eq(rooms.visible, true)), and(eq(chatChannels.kind, 'direct'), direct))))
        .orderBy(asc(chatChannels.id));
      return rows.map(({ channel, roomPosition }) => ({ ...channel, roomPosition }));
    },

    /** Every channel of the event with its room's names, message count and open reports. */
    async channelsWithActivity(eventId: number, channelId?: number): Promise<ChannelActivity[]> {
      const messageCount = sql<number>`(select count(*)::integer from ${chatMessages} where ${chatMessages.channelId} = ${chatChannels.id} and ${chatMessages.deletedAt} is null)`;
      const openReports = sql<number>`(select count(*)::integer from ${chatReports} join ${chatMessages} on ${chatMessages.id} = ${chatReports.messageId} where ${chatMessages.channelId} = ${chatChannels.id} and ${chatReports.resolvedAt} is null)`;
      const rows = await db
        .select({ channel: chatChannels, roomNameEn: rooms.nameEn, roomNameDe: rooms.nameDe, roomPosition: rooms.position, messageCount, openReports })
        .from(chatChannels)
        .leftJoin(rooms, eq(rooms.id, chatChannels.roomId))
        .where(channelId === undefined ? eq(chatChannels.eventId, eventId) : and(eq(chatChannels.eventId, eventId), eq(chatChannels.id, channelId)))
        .orderBy(asc(chatChannels.id));
      return rows.map(({ channel, ...rest }) => ({ ...channel, ...rest }));
    },

    /** Members of direct channels, by channel. */
    async membersOf(channelIds: readonly number[]): Promise<Map<number, number[]>> {
      const members = new Map<number, number[]>();
      if (channelIds.length === 0) return members;
      const rows = await db
        .select()
        .from(chatChannelMembers)
        .where(inArray(chatChannelMembers.channelId, [...channelIds]))
        .orderBy(asc(chatChannelMembers.accountId));
      for (const row of rows) members.set(row.channelId, [...(members.get(row.channelId) ?? []), row.accountId]);
      return members;
    },

    /**
     * Unread messages of the attendee's direct channels, by channel: the others' messages, not
     * deleted, later than the last one the attendee has read. Channels without any are left out.
     */
    async unreadCounts(accountId: number, channelIds: readonly number[]): Promise<Map<number, number>> {
      if (channelIds.length === 0) return new Map();
      const rows = await db
        .select({ channelId: chatChannelMembers.channelId, unread: sql<number>`count(${chatMessages.id})::integer` })
        .from(chatChannelMembers)
        .innerJoin(chatMessages, unreadBy(accountId))
        .where(and(eq(chatChannelMembers.accountId, accountId), inArray(chatChannelMembers.channelId, [...channelIds])))
        .groupBy(chatChannelMembers.channelId);
      return new Map(rows.map((row) => [row.channelId, row.unread]));
    },

    /** Unread messages of all the attendee's direct channels in the event, together. */
    async unreadTotal(eventId: number, accountId: number): Promise<number> {
      const [row] = await db
        .select({ unread: sql<number>`count(${chatMessages.id})::integer` })
        .from(chatChannelMembers)
        .innerJoin(chatChannels, and(eq(chatChannels.id, chatChannelMembers.channelId), eq(chatChannels.eventId, eventId)))
        .innerJoin(chatMessages, unreadBy(accountId))
        .where(eq(chatChannelMembers.accountId, accountId));
      return row?.unread ?? 0;
    },

    /** Moves the member's read position forward to `messageId`, never past the channel's newest message nor back. */
    async markRead(channelId: number, accountId: number, messageId: number): Promise<void> {
      const newest = sql`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.channelId} = ${channelId})`;
      await db
        .update(chatChannelMembers)
        .set({ lastReadMessageId: sql`greatest(${chatChannelMembers.lastReadMessageId}, least(${messageId}::bigint, ${newest}))` })
        .where(and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.accountId, accountId)));
    },

    async isMember(channelId: number, accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ accountId: chatChannelMembers.accountId })
        .from(chatChannelMembers)
        .where(and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.accountId, accountId)))
        .limit(1);
      return row !== undefined;
    },

    /** The latest `limit` messages before `beforeId` (or the very latest), oldest first; one more tells whether older exist. */
    async page(channelId: number, beforeId: number | undefined, limit: number): Promise<{ messages: MessageRow[]; more: boolean }> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), beforeId === undefined ? undefined : lt(chatMessages.id, beforeId), isNull(chatMessages.deletedAt)))
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1);
      return { messages: rows.slice(0, limit).reverse(), more: rows.length > limit };
    },

    /** The messages changed after change number `after`, deleted ones included, in the order of their changes. */
    async changedAfter(channelId: number, after: number, limit: number): Promise<{ messages: MessageRow[]; more: boolean }> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.seq, after)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit + 1);
      return { messages: rows.slice(0, limit), more: rows.length > limit };
    },

    /** Every message of a channel that is not deleted, oldest first (the transcript). */
    async transcript(channelId: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), isNull(chatMessages.deletedAt)))
        .orderBy(asc(chatMessages.id));
    },

    /** Adds a message under a new change number, and marks the channel's activity. */
    async insertMessage(values: { channelId: number; eventId: number; authorAccountId: number | null; authorUserId: number | null; body: string }): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        const seq = await nextTopicSeq(tx, topicOf('chat', values.channelId));
        const [row] = await tx
          .insert(chatMessages)
          .values({ ...values, seq })
          .returning();
        await tx.update(chatChannels).set({ lastMessageAt: row!.createdAt }).where(eq(chatChannels.id, values.channelId));
        return row!;
      });
    },

    /** Sets fields of a message under a new change number; `when` decides on the locked row (null: leave it). */
    updateMessage(messageId: number, when: (message: MessageRow) => Partial<MessageRow> | null): Promise<MessageRow | null> {
      return changeMessage(messageId, async (_tx, message) => when(message));
    },

    /** Adds or takes back one attendee's reaction; the message takes a new change number when it changed. */
    react(messageId: number, accountId: number, emoji: string, on: boolean): Promise<MessageRow | null> {
      return changeMessage(messageId, async (tx, message) => {
        if (message.deletedAt) return null;
        const done = on
          ? await tx.insert(chatReactions).values({ messageId, accountId, emoji }).onConflictDoNothing().returning({ messageId: chatReactions.messageId })
          : await tx
              .delete(chatReactions)
              .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.accountId, accountId), eq(chatReactions.emoji, emoji)))
              .returning({ messageId: chatReactions.messageId });
        return done.length > 0 ? {} : null;
      });
    },

    async reactionsOf(messageIds: readonly number[]): Promise<ReactionRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .select({ messageId: chatReactions.messageId, accountId: chatReactions.accountId, emoji: chatReactions.emoji })
        .from(chatReactions)
        .where(inArray(chatReactions.messageId, [...messageIds]))
        .orderBy(asc(chatReactions.createdAt), asc(chatReactions.accountId));
    },

    /** Records a report; a second one by the same attendee of the same message changes nothing. */
    async report(messageId: number, eventId: number, reporterAccountId: number, reason: string): Promise<boolean> {
      const rows = await db.insert(chatReports).values({ messageId, eventId, reporterAccountId, reason }).onConflictDoNothing().returning({ id: chatReports.id });
      return rows.length > 0;
    },

    async openReports(channelId: number): Promise<ReportRow[]> {
      return db
        .select({ id: chatReports.id, messageId: chatReports.messageId, reporterAccountId: chatReports.reporterAccountId, reason: chatReports.reason, createdAt: chatReports.createdAt })
        .from(chatReports)
        .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
        .where(and(eq(chatMessages.channelId, channelId), isNull(chatReports.resolvedAt)))
        .orderBy(asc(chatReports.id));
    },

    async resolveReports(messageId: number, at: Date): Promise<void> {
      await db
        .update(chatReports)
        .set({ resolvedAt: at })
        .where(and(eq(chatReports.messageId, messageId), isNull(chatReports.resolvedAt)));
    },

    /** Active attendees of the event other than `exceptId` whose name contains `query`, by name. */
    async people(eventId: number, exceptId: number, query: string, limit: number): Promise<number[]> {
      const pattern = containsPattern(query);
      const rows = await db
        .select({ id: attendeeAccounts.id })
        .from(attendeeAccounts)
        .where(
          and(
            eq(attendeeAccounts.eventId, eventId),
            eq(attendeeAccounts.active, true),
            isNull(attendeeAccounts.erasedAt),
            ne(attendeeAccounts.id, exceptId),
            query ? or(ilike(sql`${attendeeAccounts.firstName} || ' ' || ${attendeeAccounts.lastName}`, pattern), ilike(attendeeAccounts.lastName, pattern)) : undefined,
          ),
        )
        .orderBy(asc(attendeeAccounts.lastName), asc(attendeeAccounts.firstName), asc(attendeeAccounts.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Whether the account is an active attendee of the event. */
    async isActiveAttendee(eventId: number, accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: attendeeAccounts.id })
        .from(attendeeAccounts)
        .where(and(eq(attendeeAccounts.id, accountId), eq(attendeeAccounts.eventId, eventId), eq(attendeeAccounts.active, true), isNull(attendeeAccounts.erasedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Organisers' names, by user id, for messages they wrote. */
    async organiserNames(userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
