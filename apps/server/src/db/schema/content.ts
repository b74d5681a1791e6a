import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { events } from './events';
import { files } from './files';

/**
 * A room of an event (stage, video meeting, networking, expo booth, embedded page). Texts come in
 * English and German; descriptions are sanitised HTML. Which source columns matter depends on the
 * type; the others stay empty.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameDe: text('name_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    streamUrl: text('stream_url').notNull().default(''),
    meetingProvider: text('meeting_provider').notNull().default(''),
    meetingUrl: text('meeting_url').notNull().default(''),
    embedCode: text('embed_code').notNull().default(''),
    qaEmbedCode: text('qa_embed_code').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rooms_event_idx').on(t.eventId, t.position)],
);

/** People who host sessions, per company; `session_host` of the static data lists them. */
export const sessionHosts = pgTable(
  'session_hosts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_hosts_company_idx').on(t.companyId)],
);

/** Tracks of an event's agenda, in the organiser's order; `name` is the English name. */
export const agendaCategories = pgTable(
  'agenda_categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameDe: text('name_de').notNull().default(''),
    color: text('color').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('agenda_categories_event_idx').on(t.eventId, t.position)],
);

/**
 * Sessions of an event's agenda; the day and times are wall-clock values in the event's zone.
 * `title` is the English title.
 */
export const agendaSessions = pgTable(
  'agenda_sessions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => agendaCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleDe: text('title_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    hostIds: jsonb('host_ids').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('agenda_sessions_event_idx').on(t.eventId, t.day, t.startTime),
    index('agenda_sessions_category_idx').on(t.categoryId, t.position),
  ],
);

/** The public page's look, one row per event; absent until the organiser saves the design. */
export const eventDesigns = pgTable('event_designs', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  imageFileId: integer('image_file_id').references(() => files.id),
  logoFileId: integer('logo_file_id').references(() => files.id),
  bannerFileId: integer('banner_file_id').references(() => files.id),
  primaryColor: text('primary_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  accentColor: text('accent_color').notNull(),
  font: text('font').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The saved versions of an event's own CSS (docs/rules/design.md#custom-css), the newest in use: the
 * text as the organiser wrote it, and what the sanitiser kept of it, which is what pages receive.
 */
export const customCssVersions = pgTable(
  'custom_css_versions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    css: text('css').notNull(),
    sanitizedCss: text('sanitized_css').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.version] })],
);

/**
 * The attendee menu of an event. `kind` is a built-in item (home, agenda, rooms, and later social
 * wall, chat, polls) or 'link' with its own `url`; absent rows mean the default menu.
 */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    labelEn: text('label_en').notNull().default(''),
    labelDe: text('label_de').notNull().default(''),
    icon: text('icon').notNull().default(''),
    url: text('url').notNull().default(''),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    isLanding: boolean('is_landing').notNull().default(false),
  },
  (t) => [index('navigation_items_event_idx').on(t.eventId, t.position)],
);
