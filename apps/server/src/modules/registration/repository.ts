import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventRegistrationSettings, events, registrations, type RegistrationStatus } from '../../db/schema';

export type RegistrationSettingsRow = typeof eventRegistrationSettings.$inferSelect;
export type StoredRegistrationSettings = Omit<RegistrationSettingsRow, 'eventId' | 'updatedAt'>;
export type RegistrationRow = typeof registrations.$inferSelect;

/** What a new registration stores: the person's fields, their language and the consent they gave. */
export type NewRegistration = Pick<
  RegistrationRow,
  'email' | 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'lang' | 'consentText' | 'consentVersion' | 'consentedAt'
>;

/** A published event as registration needs it: the page is under its code and closes with it. */
export type RegistrationEvent = { id: number; code: string; name: string; closingAt: Date };

/** The first key of the advisory lock that makes deciding about an event's places one at a time. */
const PLACES_LOCK = 90_125;

/** Where a registration goes: a place (awaiting approval, which holds it), the waiting list, or nowhere (full). */
export type PlaceOutcome = 'place' | 'waiting' | 'full';

/** The statuses that hold one of the event's places. */
const HOLDS_PLACE = or(eq(registrations.status, 'awaiting_approval'), and(eq(registrations.status, 'accepted'), isNotNull(registrations.accountId)));

/** Registrations that may be started afresh by registering again: never confirmed, rejected, or whose account is gone. */
const RESTARTABLE = or(
  inArray(registrations.status, ['pending', 'rejected'] satisfies RegistrationStatus[]),
  and(eq(registrations.status, 'accepted'), isNull(registrations.accountId)),
);

/** Whether the event has a free place; the places held are those accepted with their account and those awaiting approval. */
async function placeOutcome(db: Database, eventId: number, { capacity, waitingList }: { capacity: number | null; waitingList: boolean }): Promise<PlaceOutcome> {
  if (capacity === null) return 'place';
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(registrations).where(and(eq(registrations.eventId, eventId), HOLDS_PLACE));
  if ((row?.count ?? 0) < capacity) return 'place';
  return waitingList ? 'waiting' : 'full';
}

/** The event's registration settings and its registrations (docs/rules/attendees.md#registration). */
export function createRegistrationRepository(db: Database) {
  return {
    async settings(eventId: number): Promise<RegistrationSettingsRow | null> {
      const [row] = await db.select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId)).limit(1);
      return row ?? null;
    },

    async saveSettings(eventId: number, values: StoredRegistrationSettings, now: Date): Promise<RegistrationSettingsRow> {
      const [row] = await db
        .insert(eventRegistrationSettings)
        .values({ ...values, eventId, updatedAt: now })
        .onConflictDoUpdate({ target: eventRegistrationSettings.eventId, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    /**
     * The published event with this code (stored upper-case) and its registration settings (null
     * while never saved), in one read; null for a draft or an unknown code.
     */
    async publishedEvent(code: string): Promise<{ event: RegistrationEvent; settings: RegistrationSettingsRow | null } | null> {
      const [row] = await db
        .select({ id: events.id, code: sql<string>`${events.code}`, name: events.name, closingAt: events.closingAt, settings: eventRegistrationSettings })
        .from(events)
        .leftJoin(eventRegistrationSettings, eq(eventRegistrationSettings.eventId, events.id))
        .where(eq(events.code, code.toUpperCase()))
        .limit(1);
      if (!row) return null;
      const { settings, ...event } = row;
      return { event, settings };
    },

    /** The event of a registration, for its mails; null once it is no longer published. */
    async eventById(id: number): Promise<RegistrationEvent | null> {
      const [row] = await db
        .select({ id: events.id, code: sql<string>`${events.code}`, name: events.name, closingAt: events.closingAt })
        .from(events)
        .where(and(eq(events.id, id), isNotNull(events.code)))
        .limit(1);
      return row ?? null;
    },

    async find(id: number): Promise<RegistrationRow | null> {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row ?? null;
    },

    async findByTokenHash(tokenHash: string): Promise<RegistrationRow | null> {
      const [row] = await db.select().from(registrations).where(eq(registrations.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    /**
     * Starts a registration, or starts again one that was never confirmed or was rejected; null when
     * the address has one under way or accepted.
     */
    async start(eventId: number, values: NewRegistration): Promise<number | null> {
      const fresh = { ...values, status: 'pending' as const, tokenHash: null, tokenExpiresAt: null, confirmedAt: null, accountId: null };
      const [row] = await db
        .insert(registrations)
        .values({ ...fresh, eventId })
        .onConflictDoUpdate({
          target: [registrations.eventId, registrations.email],
          set: { ...fresh, createdAt: values.consentedAt },
          setWhere: RESTARTABLE,
        })
        .returning({ id: registrations.id });
      return row?.id ?? null;
    },

    /** A new confirmation link for a registration still pending. */
    async setToken(id: number, tokenHash: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(registrations)
        .set({ tokenHash, tokenExpiresAt: expiresAt })
        .where(and(eq(registrations.id, id), eq(registrations.status, 'pending')))
        .returning({ id: registrations.id });
      return rows.length > 0;
    },

    /**
     * Uses a pending registration's confirmation link up and gives it a place, or a place on the
     * waiting list, or, when the event is full and keeps no list, leaves it pending. The event's
     * places are counted and taken under one lock, so two confirmations never share the last place.
     * Null when another request used the link first.
     */
    async confirm(id: number, eventId: number, places: { capacity: number | null; waitingList: boolean }, now: Date): Promise<PlaceOutcome | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK}::int, ${eventId}::int)`);
        const outcome = await placeOutcome(tx, eventId, places);
        if (outcome === 'full') return outcome;
        const rows = await tx
          .update(registrations)
          .set({ status: outcome === 'place' ? 'awaiting_approval' : 'waiting', confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
          .where(and(eq(registrations.id, id), eq(registrations.status, 'pending')))
          .returning({ id: registrations.id });
        return rows.length > 0 ? outcome : null;
      });
    },

    /** Gives the waiting list's first a free place (awaiting approval, which holds it), under the same lock; null when none moves. */
    async moveUpFirst(eventId: number, capacity: number | null): Promise<RegistrationRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK}::int, ${eventId}::int)`);
        if ((await placeOutcome(tx, eventId, { capacity, waitingList: true })) !== 'place') return null;
        const [first] = await tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waiting')))
          .orderBy(asc(registrations.confirmedAt), asc(registrations.id))
          .limit(1);
        if (!first) return null;
        const [moved] = await tx.update(registrations).set({ status: 'awaiting_approval' }).where(eq(registrations.id, first.id)).returning();
        return moved ?? null;
      });
    },

    /** Moves a registration from one status to another; false when it was no longer in `from`. */
    async move(id: number, from: RegistrationStatus[], to: RegistrationStatus, accountId: number | null = null): Promise<boolean> {
      const rows = await db
        .update(registrations)
        .set({ status: to, accountId })
        .where(and(eq(registrations.id, id), inArray(registrations.status, from)))
        .returning({ id: registrations.id });
      return rows.length > 0;
    },

    /**
     * Empties the personal fields of an erased account's registration and lets go of the account
     * (the address becomes one no person has, unique per registration); false when it had none.
     */
    async forgetAccount(accountId: number): Promise<boolean> {
      const rows = await db
        .update(registrations)
        .set({ email: sql`'erased-' || ${registrations.id}`, firstName: '', lastName: '', company: '', jobTitle: '', accountId: null })
        .where(eq(registrations.accountId, accountId))
        .returning({ id: registrations.id });
      return rows.length > 0;
    },

    /** Whether the event has a free place now (for refusing a registration up front). */
    hasPlace: async (eventId: number, capacity: number | null): Promise<boolean> => (await placeOutcome(db, eventId, { capacity, waitingList: false })) === 'place',

    /** Registrations awaiting approval or waiting, oldest confirmation first. */
    async queue(eventId: number): Promise<RegistrationRow[]> {
      return db
        .select()
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, ['awaiting_approval', 'waiting'])))
        .orderBy(asc(registrations.confirmedAt), asc(registrations.id));
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
