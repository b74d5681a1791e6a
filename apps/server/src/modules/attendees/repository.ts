import type { AttendeeFilter, AttendeeListQuery } from '@aula/shared';
import { TransactionRollbackError, and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, attendeeTokens } from '../../db/schema';
import { filterConditions, matchConditions, ofEvent, targetConditions, type AttendeeTarget } from '../../db/queries/attendee-target';
import { lockEventAccounts, type EventAccounts } from '../../db/queries/plan-limits';

export type { AttendeeTarget };

export type AttendeeRow = typeof attendeeAccounts.$inferSelect;
/** An account as the console reads it: every column but the password hash, and whether there is one. */
export type AttendeeRecord = Omit<AttendeeRow, 'passwordHash'> & { hasPassword: boolean };
/** The columns a save writes. */
export type StoredAttendeeFields = Pick<AttendeeRow, 'email' | 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'role' | 'lang' | 'groups' | 'active'>;
export type AttendeeTokenRecord = Pick<typeof attendeeTokens.$inferSelect, 'kind' | 'createdAt' | 'expiresAt' | 'usedAt' | 'revokedAt'>;

const a = attendeeAccounts;

const recordColumns = {
  id: a.id,
  eventId: a.eventId,
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  jobTitle: a.jobTitle,
  bio: a.bio,
  hiddenFromDirectory: a.hiddenFromDirectory,
  role: a.role,
  lang: a.lang,
  groups: a.groups,
  photo: a.photo,
  active: a.active,
  hasPassword: sql<boolean>`(${a.passwordHash} is not null)`,
  invitedAt: a.invitedAt,
  registeredAt: a.registeredAt,
  firstSignedInAt: a.firstSignedInAt,
  erasedAt: a.erasedAt,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
};

/** Signed in at least once outranks invited, as `attendeeStatusOf` in packages/shared decides. */
const statusRank = sql`(case when ${a.firstSignedInAt} is not null then 2 when ${a.invitedAt} is not null then 1 else 0 end)`;

const byName = [sql`lower(${a.lastName})`, sql`lower(${a.firstName})`];

/** The list's order for each sort key; the id breaks every tie, so pages never overlap. */
const SORT_COLUMNS: Record<AttendeeListQuery['sort'], SQL[]> = {
  name: byName,
  email: [sql`${a.email}`],
  role: [sql`${a.role}`, ...byName],
  status: [statusRank, ...byName],
  created: [sql`${a.createdAt}`],
};

function orderBy(sort: AttendeeListQuery['sort'], dir: AttendeeListQuery['dir']): SQL[] {
  const direction = dir === 'desc' ? desc : asc;
  return [...SORT_COLUMNS[sort], sql`${a.id}`].map((column) => direction(column));
}

/** PostgreSQL's unique_violation, wherever the driver puts it in the error chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** An event's attendee accounts; the only file of the module that speaks Drizzle. */
export function createAttendeesRepository(db: Database) {
  const findById = async (id: number): Promise<AttendeeRecord | null> => {
    const [row] = await db.select(recordColumns).from(a).where(eq(a.id, id)).limit(1);
    return row ?? null;
  };

  return {
    findById,

    /** The event's accounts, and how many of them pass the filter, in one scan. */
    async counts(eventId: number, filter: AttendeeFilter): Promise<{ eventTotal: number; total: number }> {
      const matching = and(...matchConditions(filter)) ?? sql`true`;
      const [row] = await db
        .select({ eventTotal: sql<number>`count(*)::int`, total: sql<number>`(count(*) filter (where ${matching}))::int` })
        .from(a)
        .where(and(...ofEvent(eventId)));
      return { eventTotal: Number(row?.eventTotal ?? 0), total: Number(row?.total ?? 0) };
    },

    /** Rows `offset` to `offset + limit` of the matching accounts in the chosen order. */
    async page(eventId: number, query: AttendeeListQuery, offset: number, limit: number): Promise<AttendeeRecord[]> {
      return db
        .select(recordColumns)
        .from(a)
        .where(and(...filterConditions(eventId, query)))
        .orderBy(...orderBy(query.sort, query.dir))
        .limit(limit)
        .offset(offset);
    },

    /** The accounts a bulk action reaches, in the list's default order (by name). */
    async listTarget(eventId: number, target: AttendeeTarget): Promise<AttendeeRecord[]> {
      return db
        .select(recordColumns)
        .from(a)
        .where(and(...targetConditions(eventId, target)))
        .orderBy(...orderBy('name', 'asc'));
    },

    /**
     * Deletes the accounts a bulk action reaches in one statement, inside a transaction that
     * `accept` may still roll back (when ids were given and not all of them were found). Answers
     * the deleted accounts' photo keys, or null when nothing was deleted.
     */
    deleteTarget(
      eventId: number,
      target: AttendeeTarget,
      accept: (deleted: number) => boolean,
    ): Promise<{ deleted: number; photos: string[]; sessionIds: number[] } | null> {
      return db
        .transaction(async (tx) => {
          // The sessions go with their accounts; which they were is told to every instance afterwards.
          const sessions = await tx
            .select({ id: attendeeTokens.id })
            .from(attendeeTokens)
            .innerJoin(a, eq(a.id, attendeeTokens.accountId))
            .where(and(eq(attendeeTokens.kind, 'session'), isNull(attendeeTokens.revokedAt), ...targetConditions(eventId, target)));
          const rows = await tx
            .delete(a)
            .where(and(...targetConditions(eventId, target)))
            .returning({ photo: a.photo });
          if (!accept(rows.length)) tx.rollback();
          return { deleted: rows.length, photos: rows.flatMap((row) => (row.photo ? [row.photo] : [])), sessionIds: sessions.map((row) => row.id) };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
    },

    /** The event's groups, each once, alphabetically (ignoring case). */
    async groups(eventId: number): Promise<string[]> {
      const tags = db
        .selectDistinct({ name: sql<string>`jsonb_array_elements_text(${a.groups})`.as('name') })
        .from(a)
        .where(and(...ofEvent(eventId)))
        .as('tags');
      const rows = await db.select({ name: tags.name }).from(tags).orderBy(sql`lower(${tags.name})`, tags.name);
      return rows.map((row) => row.name);
    },

    /**
     * Adds an account once `check` accepts the event's accounts under its plan (it throws to
     * refuse), with the event's row locked so that two additions cannot both take the last place;
     * null when the event already has an account with this e-mail.
     */
    async insert(eventId: number, values: StoredAttendeeFields & { registeredAt?: Date }, check: (room: EventAccounts) => void): Promise<AttendeeRecord | null> {
      const id = await db.transaction(async (tx) => {
        check(await lockEventAccounts(tx, eventId));
        const [row] = await tx
          .insert(a)
          .values({ ...values, eventId })
          .onConflictDoNothing()
          .returning({ id: a.id });
        return row?.id ?? null;
      });
      return id === null ? null : findById(id);
    },

    /** The id of the event's account with this (lower-cased) address, or null; erased accounts have none. */
    async idByEmail(eventId: number, email: string): Promise<number | null> {
      const [row] = await db.select({ id: a.id }).from(a).where(and(eq(a.eventId, eventId), eq(a.email, email))).limit(1);
      return row?.id ?? null;
    },

    /** Saves an account's fields; null when another account of the event has this e-mail. */
    async update(id: number, values: StoredAttendeeFields): Promise<AttendeeRecord | null> {
      try {
        await db
          .update(a)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(a.id, id), isNull(a.erasedAt)));
        return findById(id);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Sets (or clears) an account's photo; answers the record and the key it replaced. */
    async setPhoto(id: number, photo: string | null): Promise<{ record: AttendeeRecord; replaced: string | null }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ photo: a.photo }).from(a).where(eq(a.id, id)).for('update');
        await tx.update(a).set({ photo, updatedAt: new Date() }).where(eq(a.id, id));
        const [record] = await tx.select(recordColumns).from(a).where(eq(a.id, id));
        return { record: record!, replaced: before?.photo ?? null };
      });
    },

    /** The sessions and mailed links issued to an account (never socket tickets), oldest first. */
    /** The account's password hash, for the one check that needs it (the attendee confirming their erasure). */
    async passwordHashOf(accountId: number): Promise<string | null> {
      const [row] = await db.select({ passwordHash: a.passwordHash }).from(a).where(eq(a.id, accountId)).limit(1);
      return row?.passwordHash ?? null;
    },

    async tokensOf(accountId: number): Promise<AttendeeTokenRecord[]> {
      return db
        .select({ kind: attendeeTokens.kind, createdAt: attendeeTokens.createdAt, expiresAt: attendeeTokens.expiresAt, usedAt: attendeeTokens.usedAt, revokedAt: attendeeTokens.revokedAt })
        .from(attendeeTokens)
        .where(and(eq(attendeeTokens.accountId, accountId), inArray(attendeeTokens.kind, ['session', 'invite', 'reset'])))
        .orderBy(asc(attendeeTokens.createdAt), asc(attendeeTokens.id));
    },

    /**
     * Erases an account in one transaction (docs/rules/attendees.md#personal-data): every personal field emptied, the
     * password and every token removed, `erased_at` set. The row stays, so activity that refers
     * to it stays counted. Answers the photo key it dropped.
     */
    erase(id: number, now: Date): Promise<{ photo: string | null }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ photo: a.photo }).from(a).where(eq(a.id, id)).for('update');
        await tx.delete(attendeeTokens).where(eq(attendeeTokens.accountId, id));
        await tx
          .update(a)
          .set({
            email: null,
            firstName: '',
            lastName: '',
            company: '',
            jobTitle: '',
            bio: '',
            hiddenFromDirectory: true,
            groups: [],
            photo: null,
            active: false,
            passwordHash: null,
            erasedAt: now,
            updatedAt: now,
          })
          .where(eq(a.id, id));
        return { photo: before?.photo ?? null };
      });
    },
  };
}

export type AttendeesRepository = ReturnType<typeof createAttendeesRepository>;
