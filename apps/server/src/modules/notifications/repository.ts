import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationAudience } from '@aula/shared';
import type { Database } from '../../db/client';
import { agendaSessions, attendeeAccounts, events, notificationReceipts, notifications, rooms } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
/** A notification with how far it got: receipts written, delivered and read. */
export type NotificationWithCounts = NotificationRow & { delivered: number; read: number };
/** The columns a save writes. */
export type StoredNotificationFields = Pick<
  NotificationRow,
  'titleEn' | 'titleDe' | 'textEn' | 'textDe' | 'roomId' | 'sessionId' | 'audience' | 'status' | 'scheduledAt'
>;
/** What a notification to one attendee says and where it leads. */
export type PersonalNotificationFields = Pick<NotificationRow, 'titleEn' | 'titleDe' | 'textEn' | 'textDe' | 'roomId' | 'sessionId'>;
/** One of the attendee's notifications, in both languages. */
export type ReceivedRow = Pick<NotificationRow, 'id' | 'titleEn' | 'titleDe' | 'textEn' | 'textDe' | 'roomId' | 'sessionId' | 'sentAt'> & {
  readAt: Date | null;
};

const a = attendeeAccounts;
const n = notifications;
const r = notificationReceipts;

/** The venue shows at most this many of an attendee's notifications, the newest. */
const VENUE_LIST_LIMIT = 100;

/**
 * Who an audience reaches among the event's accounts, as they are now: erased and deactivated
 * accounts never (they cannot enter the venue). `present` are the accounts in the room for a room
 * audience, which only the presence service knows.
 */
function audienceConditions(eventId: number, audience: NotificationAudience, present: number[]): SQL[] {
  const base = [eq(a.eventId, eventId), isNull(a.erasedAt), eq(a.active, true)];
  switch (audience.kind) {
    case 'everyone':
      return base;
    case 'role':
      return [...base, eq(a.role, audience.role)];
    case 'group':
      return [...base, sql`${a.groups} @> ${JSON.stringify([audience.group])}::jsonb`];
    case 'accounts':
      return [...base, inArray(a.id, audience.ids)];
    case 'room':
      return present.length === 0 ? [sql`false`] : [...base, inArray(a.id, present)];
  }
}

const counted = {
  delivered: sql<number>`(select count(*)::int from ${r} where ${r.notificationId} = ${n.id} and ${r.deliveredAt} is not null)`,
  read: sql<number>`(select count(*)::int from ${r} where ${r.notificationId} = ${n.id} and ${r.readAt} is not null)`,
};

const received = {
  id: n.id,
  titleEn: n.titleEn,
  titleDe: n.titleDe,
  textEn: n.textEn,
  textDe: n.textDe,
  roomId: n.roomId,
  sessionId: n.sessionId,
  sentAt: n.sentAt,
  readAt: r.readAt,
};

/** The event's notifications and their receipts; the only file of the module that speaks Drizzle. */
export function createNotificationsRepository(db: Database) {
  return {
    /** The event with its zone, when it is the company's; null otherwise. */
    async ownedEvent(companyId: number, eventId: number): Promise<{ id: number; timezoneOffset: number } | null> {
      const [row] = await db
        .select({ id: events.id, timezoneOffset: events.timezoneOffset })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    async roomEvent(roomId: number): Promise<number | null> {
      const [row] = await db.select({ eventId: rooms.eventId }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
      return row?.eventId ?? null;
    },

    async sessionEvent(sessionId: number): Promise<number | null> {
      const [row] = await db.select({ eventId: agendaSessions.eventId }).from(agendaSessions).where(eq(agendaSessions.id, sessionId)).limit(1);
      return row?.eventId ?? null;
    },

    /** The event's rooms, sessions and groups, for the edit form's pickers. */
    async options(eventId: number) {
      const roomRows = await db.select({ id: rooms.id, nameEn: rooms.nameEn, nameDe: rooms.nameDe }).from(rooms).where(eq(rooms.eventId, eventId)).orderBy(asc(rooms.id));
      const sessionRows = await db
        .select({ id: agendaSessions.id, title: agendaSessions.title, titleDe: agendaSessions.titleDe, day: agendaSessions.day, startTime: agendaSessions.startTime })
        .from(agendaSessions)
        .where(eq(agendaSessions.eventId, eventId))
        .orderBy(asc(agendaSessions.day), asc(agendaSessions.startTime), asc(agendaSessions.id));
      const groupRows = await db
        .selectDistinct({ group: sql<string>`jsonb_array_elements_text(${a.groups})`.as('group') })
        .from(a)
        .where(and(eq(a.eventId, eventId), isNull(a.erasedAt)))
        .orderBy(sql`1`);
      return { rooms: roomRows, sessions: sessionRows, groups: groupRows.map((row) => row.group) };
    },

    async list(eventId: number): Promise<NotificationWithCounts[]> {
      return db
        .select({ ...getColumns(), ...counted })
        .from(n)
        .where(and(eq(n.eventId, eventId), isNull(n.personalKey)))
        .orderBy(desc(n.createdAt), desc(n.id));
    },

    async find(eventId: number, id: number): Promise<NotificationWithCounts | null> {
      const [row] = await db
        .select({ ...getColumns(), ...counted })
        .from(n)
        .where(and(eq(n.id, id), eq(n.eventId, eventId), isNull(n.personalKey)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Adds or saves a notification, and with `then` (a scheduled one's job) in the same
     * transaction. A save of one that is no longer a draft or scheduled changes nothing: null.
     */
    async save(eventId: number, id: number, fields: StoredNotificationFields, by: number, now: Date, then: (tx: Database, id: number) => Promise<void>): Promise<number | null> {
      return db.transaction(async (tx) => {
        let savedId: number | undefined;
        if (id === 0) {
          [{ id: savedId } = { id: undefined }] = await tx.insert(n).values({ ...fields, eventId, createdBy: by }).returning({ id: n.id });
        } else {
          const [row] = await tx
            .update(n)
            .set({ ...fields, updatedAt: now })
            .where(and(eq(n.id, id), eq(n.eventId, eventId), inArray(n.status, ['draft', 'scheduled'])))
            .returning({ id: n.id });
          savedId = row?.id;
        }
        if (savedId === undefined) return null;
        await then(tx, savedId);
        return savedId;
      });
    },

    /** Cancels a scheduled notification; false when it is not (or no longer) scheduled. */
    async cancel(eventId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(n)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(n.id, id), eq(n.eventId, eventId), eq(n.status, 'scheduled')))
        .returning({ id: n.id });
      return rows.length > 0;
    },

    /** Deletes a draft or a cancelled notification (nobody received either); false otherwise. */
    async delete(eventId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(n)
        .where(and(eq(n.id, id), eq(n.eventId, eventId), inArray(n.status, ['draft', 'cancelled'])))
        .returning({ id: n.id });
      return rows.length > 0;
    },

    async countAudience(eventId: number, audience: NotificationAudience, present: number[]): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(a).where(and(...audienceConditions(eventId, audience, present)));
      return Number(row?.count ?? 0);
    },

    /**
     * Sends a due scheduled notification once: writes a receipt for each account of its audience
     * and marks it sent, in one transaction with the row locked, so a job that runs again (or on
     * two instances) finds it sent and writes nothing. Answers the accounts that got a receipt, or
     * null when there was nothing to send (cancelled, already sent, or moved to a later time).
     */
    async send(id: number, now: Date, present: (eventId: number, roomId: number) => number[]): Promise<{ row: NotificationRow; accountIds: number[] } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(n).where(eq(n.id, id)).for('update');
        if (!row || row.status !== 'scheduled' || !row.scheduledAt || row.scheduledAt > now) return null;
        const audience = row.audience as NotificationAudience;
        const inRoom = audience.kind === 'room' ? present(row.eventId, audience.roomId) : [];
        const inserted = await tx
          .insert(r)
          .select(
            tx
              .select({ notificationId: sql<number>`${id}`.as('notification_id'), accountId: sql<number>`${a.id}`.as('account_id'), createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'), deliveredAt: sql<Date | null>`null`.as('delivered_at'), readAt: sql<Date | null>`null`.as('read_at') })
              .from(a)
              .where(and(...audienceConditions(row.eventId, audience, inRoom))),
          )
          .onConflictDoNothing()
          .returning({ accountId: r.accountId });
        const [total] = await tx.select({ count: sql<number>`count(*)::int` }).from(r).where(eq(r.notificationId, id));
        const [sent] = await tx
          .update(n)
          .set({ status: 'sent', sentAt: now, recipientCount: Number(total?.count ?? 0), updatedAt: now })
          .where(eq(n.id, id))
          .returning();
        return { row: sent!, accountIds: inserted.map((receipt) => receipt.accountId) };
      });
    },

    /**
     * Writes a sent notification for one active account of the event, with its receipt, under a
     * key of its own: the second write under the same key finds it and writes nothing (null).
     */
    async sendPersonal(eventId: number, accountId: number, key: string, fields: PersonalNotificationFields, now: Date): Promise<NotificationRow | null> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.id, accountId), eq(a.eventId, eventId), eq(a.active, true), isNull(a.erasedAt)));
        if (!account) return null;
        const [row] = await tx
          .insert(n)
          .values({ eventId, ...fields, audience: { kind: 'accounts', ids: [accountId] }, status: 'sent', sentAt: now, recipientCount: 1, personalKey: key, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: n.personalKey })
          .returning();
        if (!row) return null;
        await tx.insert(r).values({ notificationId: row.id, accountId, createdAt: now });
        return row;
      });
    },

    /** The languages of these accounts, for the live push in each one's language. */
    async languages(accountIds: number[]): Promise<Map<number, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db.select({ id: a.id, lang: a.lang }).from(a).where(inArray(a.id, accountIds));
      return new Map(rows.map((row) => [row.id, row.lang]));
    },

    /** The attendee's sent notifications of their event, newest first. */
    async received(accountId: number, eventId: number): Promise<ReceivedRow[]> {
      const rows = await db
        .select(received)
        .from(r)
        .innerJoin(n, eq(n.id, r.notificationId))
        .where(and(eq(r.accountId, accountId), eq(n.eventId, eventId), eq(n.status, 'sent'), isNotNull(n.sentAt)))
        .orderBy(desc(n.sentAt), desc(n.id))
        .limit(VENUE_LIST_LIMIT);
      return rows;
    },

    /** Marks the attendee's receipts of these notifications delivered, keeping the first time. */
    async markDelivered(accountId: number, eventId: number, ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(r)
        .set({ deliveredAt: now })
        .where(and(eq(r.accountId, accountId), inArray(r.notificationId, ids), isNull(r.deliveredAt), sql`${r.notificationId} in (select ${n.id} from ${n} where ${n.eventId} = ${eventId})`));
    },

    /** Marks the attendee's receipt read (and delivered, if that was missed); false when they have none. */
    async markRead(accountId: number, eventId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(r)
        .set({ readAt: sql`coalesce(${r.readAt}, ${now.toISOString()}::timestamptz)`, deliveredAt: sql`coalesce(${r.deliveredAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(r.accountId, accountId), eq(r.notificationId, id), sql`${r.notificationId} in (select ${n.id} from ${n} where ${n.eventId} = ${eventId})`))
        .returning({ id: r.notificationId });
      return rows.length > 0;
    },
  };
}

/** Every column of a notification, for selects that add the counts. */
function getColumns() {
  const { id, eventId, titleEn, titleDe, textEn, textDe, roomId, sessionId, audience, status, scheduledAt, sentAt, recipientCount, personalKey, createdBy, createdAt, updatedAt } = n;
  return { id, eventId, titleEn, titleDe, textEn, textDe, roomId, sessionId, audience, status, scheduledAt, sentAt, recipientCount, personalKey, createdBy, createdAt, updatedAt };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
