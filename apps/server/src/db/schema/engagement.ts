import type { QuestionStatus } from '@aula/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { attendeeAccounts } from './attendees';
import { agendaSessions, rooms } from './content';
import { events } from './events';

/**
 * Live engagement (docs/rules/communications.md#live-engagement): chat, social wall, polls and Q&A. Every list a client keeps live has
 * a topic (`packages/shared/src/schemas/topics.ts`) whose counter numbers each change; a row keeps
 * the number of its latest change in `seq`, so a client that reconnects asks for what changed after
 * the last number it saw (docs/decisions/0036-live-engagement-topics-and-catch-up.md).
 */
export const engagementTopics = pgTable('engagement_topics', {
  topic: text('topic').primaryKey(),
  /** The number of the topic's latest change; taken under the row's lock, so numbers commit in order. */
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

/** How an event runs its engagement; absent means the defaults of `ENGAGEMENT_DEFAULTS`. */
export const engagementSettings = pgTable('engagement_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Attendees may write to each other directly. */
  directMessages: boolean('direct_messages').notNull().default(false),
  /** 'pre': wall posts wait for approval; 'post': they appear at once and may be hidden afterwards. */
  wallModeration: text('wall_moderation').$type<'pre' | 'post'>().notNull().default('post'),
  /** 'pre': questions wait for approval; 'post': they appear at once. */
  qnaModeration: text('qna_moderation').$type<'pre' | 'post'>().notNull().default('pre'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mute (may read, may not write) or ban (no chat, wall or Q&A at all) of one attendee in one
 * event, until a time or (null) until lifted. Effective at once on every instance.
 */
export const engagementRestrictions = pgTable(
  'engagement_restrictions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'mute' | 'ban'>().notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByAccountId: integer('created_by_account_id').references(() => attendeeAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.kind] })],
);

/** A chat channel: the whole event's, one per room, or a direct one between two attendees. */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'event' | 'room' | 'direct'>().notNull(),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    /** For a direct channel: `{lower account id}:{higher account id}`, so a pair has one channel. */
    directKey: text('direct_key'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_event_unique').on(t.eventId).where(sql`${t.kind} = 'event'`),
    uniqueIndex('chat_channels_room_unique').on(t.roomId).where(sql`${t.kind} = 'room'`),
    uniqueIndex('chat_channels_direct_unique').on(t.eventId, t.directKey).where(sql`${t.kind} = 'direct'`),
  ],
);

/** The two attendees of a direct channel. */
export const chatChannelMembers = pgTable(
  'chat_channel_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    /** The id of the newest message the member has read: theirs to read are the later ones (unread counts). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.accountId] }), index('chat_channel_members_account_idx').on(t.accountId)],
);

/**
 * A chat message by an attendee or (author account null) an organiser. A deleted one keeps its row
 * with an empty body, so clients catching up learn of the deletion.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id').references(() => attendeeAccounts.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 'author' or 'moderator'. */
    deletedBy: text('deleted_by').$type<'author' | 'moderator'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_channel_seq_idx').on(t.channelId, t.seq), index('chat_messages_channel_id_idx').on(t.channelId, t.id)],
);

/** One attendee's emoji reaction to a message. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.accountId, t.emoji] })],
);

/** An attendee's report of a message to the moderators. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reporterAccountId: integer('reporter_account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_reports_message_reporter_unique').on(t.messageId, t.reporterAccountId), index('chat_reports_event_idx').on(t.eventId)],
);

/** A post on the event's social wall; `status` follows the event's wall moderation. */
export const wallPosts = pgTable(
  'wall_posts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id').references(() => attendeeAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The stored image's file reference (the files module), or null. */
    image: text('image'),
    status: text('status').$type<'pending' | 'approved' | 'rejected' | 'hidden'>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wall_posts_event_seq_idx').on(t.eventId, t.seq), index('wall_posts_event_status_idx').on(t.eventId, t.status, t.id)],
);

/** One attendee's like of a wall post. */
export const wallLikes = pgTable(
  'wall_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.accountId] })],
);

/**
 * A poll of a room, optionally tied to one of its sessions. A live poll is opened by a moderator
 * during a session and appears at once in the room.
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => agendaSessions.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    kind: text('kind').$type<'single' | 'multiple'>().notNull(),
    live: boolean('live').notNull().default(false),
    resultsHidden: boolean('results_hidden').notNull().default(false),
    status: text('status').$type<'draft' | 'open' | 'closed' | 'archived'>().notNull().default('draft'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_room_seq_idx').on(t.roomId, t.seq), index('polls_event_idx').on(t.eventId, t.id)],
);

/** One answer a poll offers, in its order. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.position)],
);

/** That an attendee has voted in a poll: its primary key is the rule "one vote per attendee". */
export const pollBallots = pgTable(
  'poll_ballots',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.accountId] })],
);

/** The options an attendee's ballot chose (one for single choice, one or more for multiple). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.accountId, t.optionId] })],
);

/** A question asked in a room, optionally in one of its sessions. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => agendaSessions.id, { onDelete: 'set null' }),
    authorAccountId: integer('author_account_id').references(() => attendeeAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Shown to other attendees without the asker's name; moderators still see it. */
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status').$type<QuestionStatus>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    upvotes: integer('upvotes').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_room_seq_idx').on(t.roomId, t.seq), index('questions_event_idx').on(t.eventId, t.id)],
);

/** One attendee's upvote of a question. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => attendeeAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.accountId] })],
);
