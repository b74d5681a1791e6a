import type { BrowserFamily, EngagementWeights, RoomAction } from '@aula/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { agendaSessions } from './content';
import { events } from './events';

/*
 * Analytics (docs/rules/analytics.md#storage, docs/decisions/0089-analytics-minute-rows-and-roll-ups.md).
 * Minute rows carry only event ids as foreign keys: at 100,000 attendees each minute writes as many
 * rows, and a check against the accounts and rooms tables per row would cost more than the row.
 */
const minute = () => timestamp('minute', { withTimezone: true }).notNull();
const count = (name: string) => integer(name).notNull().default(0);
const eventId = () =>
  integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/** Per attendee and minute: seconds in the venue (at least one tab open) and seconds a tab was visible. */
export const analyticsMinutes = pgTable(
  'analytics_minutes',
  {
    eventId: eventId(),
    accountId: integer('account_id').notNull(),
    minute: minute(),
    presentSeconds: smallint('present_seconds').notNull(),
    visibleSeconds: smallint('visible_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.minute] }), index('analytics_minutes_event_minute_idx').on(t.eventId, t.minute)],
);

/**
 * Per attendee, room and minute: seconds a tab showed the room, was visible in it, and played its
 * stream. `prevPlayingSeconds` keeps the value before the latest write, so that the write's
 * RETURNING tells whether this write made the minute watched.
 */
export const analyticsRoomMinutes = pgTable(
  'analytics_room_minutes',
  {
    eventId: eventId(),
    accountId: integer('account_id').notNull(),
    roomId: integer('room_id').notNull(),
    minute: minute(),
    presentSeconds: smallint('present_seconds').notNull(),
    visibleSeconds: smallint('visible_seconds').notNull(),
    playingSeconds: smallint('playing_seconds').notNull(),
    prevPlayingSeconds: smallint('prev_playing_seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.accountId, t.roomId, t.minute] }),
    index('analytics_room_minutes_event_minute_idx').on(t.eventId, t.minute),
  ],
);

/** The batches of minute rows already applied: a batch written again after a lost answer is skipped. */
export const analyticsBatches = pgTable(
  'analytics_batches',
  {
    instance: text('instance').notNull(),
    minute: minute(),
    part: integer('part').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.minute, t.part] }), index('analytics_batches_written_idx').on(t.writtenAt)],
);

/** How many attendees were in the venue in a minute (an attendee in two rooms counts once). */
export const analyticsEventMinutes = pgTable(
  'analytics_event_minutes',
  { eventId: eventId(), minute: minute(), present: count('present') },
  (t) => [primaryKey({ columns: [t.eventId, t.minute] })],
);

/** Per room and minute: attendees present and attendees who watched. */
export const analyticsRoomMinuteTotals = pgTable(
  'analytics_room_minute_totals',
  {
    eventId: eventId(),
    roomId: integer('room_id').notNull(),
    minute: minute(),
    present: count('present'),
    watched: count('watched'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roomId, t.minute] })],
);

/** Per room, minute and kind of action: how many were done there (a session's slot counts them later). */
export const analyticsRoomActions = pgTable(
  'analytics_room_actions',
  {
    eventId: eventId(),
    roomId: integer('room_id').notNull(),
    minute: minute(),
    action: text('action').$type<RoomAction>().notNull(),
    count: count('count'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roomId, t.minute, t.action] })],
);

/** Per event and day of the event's time zone: unique attendees, present minutes and watched minutes. */
export const analyticsEventDays = pgTable(
  'analytics_event_days',
  {
    eventId: eventId(),
    day: date('day', { mode: 'string' }).notNull(),
    attendees: count('attendees'),
    presentMinutes: count('present_minutes'),
    watchedMinutes: count('watched_minutes'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

/**
 * Per attendee and day of the event's zone: minutes, watched minutes and what they did. The write
 * that takes present minutes from 0 counts them once in `analytics_event_days`; a day with actions
 * only has a row with no present minutes.
 */
export const analyticsAttendeeDays = pgTable(
  'analytics_attendee_days',
  {
    eventId: eventId(),
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    presentMinutes: count('present_minutes'),
    watchedMinutes: count('watched_minutes'),
    chatMessages: count('chat_messages'),
    wallPosts: count('wall_posts'),
    likes: count('likes'),
    questions: count('questions'),
    questionVotes: count('question_votes'),
    pollVotes: count('poll_votes'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.day] })],
);

const sessionId = () =>
  integer('session_id')
    .notNull()
    .references(() => agendaSessions.id, { onDelete: 'cascade' });

/** Per agenda session and attendee: minutes in the session's room during its slot, and of those watched. */
export const analyticsSessionAttendees = pgTable(
  'analytics_session_attendees',
  {
    sessionId: sessionId(),
    eventId: eventId(),
    accountId: integer('account_id').notNull(),
    presentMinutes: count('present_minutes'),
    watchedMinutes: count('watched_minutes'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.accountId] }), index('analytics_session_attendees_event_idx').on(t.eventId, t.accountId)],
);

/**
 * Per agenda session: its attendees, present and watched minutes; anonymous, so it outlives erasure.
 * By event, for the recount that replaces one event's rows and reads no other's.
 */
export const analyticsSessionTotals = pgTable(
  'analytics_session_totals',
  {
    sessionId: sessionId().primaryKey(),
    eventId: eventId(),
    attendees: count('attendees'),
    presentMinutes: count('present_minutes'),
    watchedMinutes: count('watched_minutes'),
  },
  (t) => [index('analytics_session_totals_event_idx').on(t.eventId)],
);

/** Per room and attendee: present and watched minutes, first and last present minute. */
export const analyticsRoomAttendees = pgTable(
  'analytics_room_attendees',
  {
    eventId: eventId(),
    roomId: integer('room_id').notNull(),
    accountId: integer('account_id').notNull(),
    presentMinutes: count('present_minutes'),
    watchedMinutes: count('watched_minutes'),
    firstMinute: timestamp('first_minute', { withTimezone: true }).notNull(),
    lastMinute: timestamp('last_minute', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roomId, t.accountId] }), index('analytics_room_attendees_account_idx').on(t.eventId, t.accountId)],
);

/** Per attendee: sign-ins, first and last seen, minutes, watched minutes and what they did. */
export const analyticsAttendees = pgTable(
  'analytics_attendees',
  {
    eventId: eventId(),
    accountId: integer('account_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Of the latest sign-in; null until the attendee signs in (minutes may arrive first). */
    browser: text('browser').$type<BrowserFamily>(),
    lang: text('lang'),
    signIns: count('sign_ins'),
    presentMinutes: count('present_minutes'),
    watchedMinutes: count('watched_minutes'),
    chatMessages: count('chat_messages'),
    wallPosts: count('wall_posts'),
    likes: count('likes'),
    questions: count('questions'),
    questionVotes: count('question_votes'),
    pollVotes: count('poll_votes'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId] })],
);

const day = () => date('day', { mode: 'string' }).notNull();
const hour = () => timestamp('hour', { withTimezone: true }).notNull();

/**
 * Per room, day of the event's zone and attendee: present minutes and engaging actions there. The
 * write that takes either from 0 counts the attendee once in `analytics_room_days`. The attendee
 * comes first in the per-attendee keys of the rooms: erasure finds their rows without another
 * index to keep up at every write.
 */
export const analyticsRoomVisitorDays = pgTable(
  'analytics_room_visitor_days',
  {
    eventId: eventId(),
    roomId: integer('room_id').notNull(),
    day: day(),
    accountId: integer('account_id').notNull(),
    presentMinutes: count('present_minutes'),
    engagingActions: count('engaging_actions'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.roomId, t.day] })],
);

/** The same per room and attendee over the whole event: what makes them count once in `analytics_room_totals`. */
export const analyticsRoomVisitors = pgTable(
  'analytics_room_visitors',
  {
    eventId: eventId(),
    roomId: integer('room_id').notNull(),
    accountId: integer('account_id').notNull(),
    presentMinutes: count('present_minutes'),
    engagingActions: count('engaging_actions'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.roomId] })],
);

/**
 * Per room and day of the event's zone: unique and engaged visitors, visits (on the day they
 * started), present minutes, and the chat messages, questions and votes made there.
 */
export const analyticsRoomDays = pgTable(
  'analytics_room_days',
  {
    eventId: eventId(),
    roomId: integer('room_id').notNull(),
    day: day(),
    visitors: count('visitors'),
    engagedVisitors: count('engaged_visitors'),
    visits: count('visits'),
    presentMinutes: count('present_minutes'),
    chatMessages: count('chat_messages'),
    questions: count('questions'),
    votes: count('votes'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roomId, t.day] })],
);

/** Per room over the whole event: unique and engaged visitors, which the days cannot add up to. */
export const analyticsRoomTotals = pgTable(
  'analytics_room_totals',
  { eventId: eventId(), roomId: integer('room_id').notNull(), visitors: count('visitors'), engagedVisitors: count('engaged_visitors') },
  (t) => [primaryKey({ columns: [t.eventId, t.roomId] })],
);

/** The UTC hours an attendee was present in a room: what makes them count once in `analytics_room_hours`. */
export const analyticsRoomVisitorHours = pgTable(
  'analytics_room_visitor_hours',
  { eventId: eventId(), roomId: integer('room_id').notNull(), hour: hour(), accountId: integer('account_id').notNull() },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.roomId, t.hour] })],
);

/** Per room and UTC hour: its unique visitors. */
export const analyticsRoomHours = pgTable(
  'analytics_room_hours',
  { eventId: eventId(), roomId: integer('room_id').notNull(), hour: hour(), visitors: count('visitors') },
  (t) => [primaryKey({ columns: [t.eventId, t.roomId, t.hour] })],
);

/** The UTC hours an attendee was present in the venue: what makes them count once in `analytics_event_hours`. */
export const analyticsAttendeeHours = pgTable(
  'analytics_attendee_hours',
  { eventId: eventId(), accountId: integer('account_id').notNull(), hour: hour() },
  (t) => [primaryKey({ columns: [t.eventId, t.accountId, t.hour] })],
);

/** Per event and UTC hour: its unique attendees. */
export const analyticsEventHours = pgTable(
  'analytics_event_hours',
  { eventId: eventId(), hour: hour(), attendees: count('attendees') },
  (t) => [primaryKey({ columns: [t.eventId, t.hour] })],
);

/** An event's analytics settings; absent means the defaults of packages/shared. */
export const eventAnalyticsSettings = pgTable('event_analytics_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull(),
  engagementWeights: jsonb('engagement_weights').$type<Partial<EngagementWeights>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The events whose summary mail is claimed (docs/rules/analytics.md#summary-mail): the instance that
 * inserts the row queues the mails in the same transaction, so an event is mailed once however
 * many instances look, and after any restart.
 */
export const analyticsSummaryMails = pgTable('analytics_summary_mails', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
