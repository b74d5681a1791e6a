import type { EventListCondition, PlanLimits } from '@aula/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaCategories, agendaSessions, eventHosts, events, users } from '../../db/schema';
import { countOpenEvents, lockCompanyLimits } from '../../db/queries/plan-limits';

export type EventRow = typeof events.$inferSelect;
export type CategoryRow = typeof agendaCategories.$inferSelect;
export type SessionRow = typeof agendaSessions.$inferSelect;

/** The columns a save writes from the setup form. */
export type StoredEventFields = Omit<
  typeof events.$inferInsert,
  'id' | 'companyId' | 'code' | 'image' | 'originalStartDate' | 'originalStartTime' | 'createdAt' | 'updatedAt'
>;

/** A new event with its agenda, as an import or a duplicate creates it. */
export type NewEventWithAgenda = {
  event: StoredEventFields & Pick<typeof events.$inferInsert, 'companyId' | 'originalStartDate' | 'originalStartTime' | 'image'>;
  categories: { name: string; nameDe?: string; color: string; sessions: NewAgendaSession[] }[];
  /** Sessions without a track. */
  uncategorized?: NewAgendaSession[];
};

/** A session as a new event's agenda takes it: no ids, no room (rooms are the event's own). */
export type NewAgendaSession = Pick<SessionRow, 'title' | 'day' | 'startTime' | 'endTime'> &
  Partial<Pick<SessionRow, 'titleDe' | 'descriptionEn' | 'descriptionDe' | 'hostIds'>>;

/** An event's agenda as stored: tracks in order with their sessions, and the sessions without a track. */
export type AgendaRows = { categories: (CategoryRow & { sessions: SessionRow[] })[]; uncategorized: SessionRow[] };

/** What a save does to the agenda's sessions when the dates move. */
export type SessionChange = { kind: 'move'; days: number } | { kind: 'delete' } | null;

/** A row of the events list, with the closing instant already in ISO 8601 UTC. */
export type EventListRow = Pick<
  EventRow,
  'id' | 'name' | 'code' | 'country' | 'city' | 'location' | 'image' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezoneOffset'
> & { closingDateTime: string };

type EventListTuple = [number, string, string | null, string, string, string, string | null, string, string, string, string, number, string];

/** Whose events a list shows: the company's, and for a host only those assigned to them (`hostUserId`). */
export type EventListScope = { companyId: number; hostUserId: number | null };

function scopeSql(db: Database, scope: EventListScope): SQL {
  const company = eq(events.companyId, scope.companyId);
  if (scope.hostUserId === null) return company;
  return and(company, inArray(events.id, db.select({ id: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, scope.hostUserId))))!;
}

const COMPARE = { '<': lt, '<=': lte, '>': gt, '>=': gte } as const;

/**
 * What the search looks through, as `eventSearchText` in packages/shared builds it: name, location
 * and code one a line, lower-cased. PostgreSQL's lower() folds by the database's LC_CTYPE; with a
 * UTF-8 locale (and on PGlite) that is JavaScript's toLowerCase for Latin, Greek and Cyrillic text.
 */
const searchText = sql`lower(${events.name} || chr(10) || ${events.location} || chr(10) || coalesce(${events.code}, ''))`;

/** One shared list condition as a WHERE clause on the events table. */
function conditionSql(condition: EventListCondition): SQL {
  switch (condition.kind) {
    case 'instant':
      return COMPARE[condition.op](events[condition.field], new Date(condition.value));
    case 'date':
      return COMPARE[condition.op](events[condition.field], condition.value);
    case 'code':
      // A blank code counts as none, as the pure rule's truthiness test does.
      return condition.present ? sql`coalesce(${events.code}, '') <> ''` : sql`coalesce(${events.code}, '') = ''`;
    case 'search':
      // strpos rather than LIKE: the needle's % and _ stay plain characters.
      return sql`strpos(${searchText}, ${condition.needle}) > 0`;
  }
}

const listColumns = {
  id: events.id,
  name: events.name,
  code: events.code,
  country: events.country,
  city: events.city,
  location: events.location,
  image: events.image,
  startDate: events.startDate,
  startTime: events.startTime,
  endDate: events.endDate,
  endTime: events.endTime,
  timezoneOffset: events.timezoneOffset,
  closingAt: events.closingAt,
};

/** PostgreSQL's unique_violation, wherever the driver puts it in the error chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Events and their agenda tables; the only file of the module that speaks Drizzle. */
export function createEventsRepository(db: Database) {
  return {
    /**
     * One query, only the list columns, in start order. The rows leave the database as one JSON
     * array of arrays: with 10,000 events that is about four times faster on PGlite than one
     * result row per event, and no slower on PostgreSQL.
     */
    async listForCompany(scope: EventListScope): Promise<EventListRow[]> {
      const [row] = await db
        .select({
          list: sql<string>`coalesce(json_agg(json_build_array(
            ${events.id}, ${events.name}, ${events.code}, ${events.country}, ${events.city}, ${events.location}, ${events.image},
            ${events.startDate}, ${events.startTime}, ${events.endDate}, ${events.endTime}, ${events.timezoneOffset},
            to_char(${events.closingAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          ) order by ${events.startAt}, ${events.id})::text, '[]')`,
        })
        .from(events)
        .where(scopeSql(db, scope));
      const tuples = JSON.parse(row?.list ?? '[]') as EventListTuple[];
      return tuples.map(([id, name, code, country, city, location, image, startDate, startTime, endDate, endTime, timezoneOffset, closingDateTime]) => ({
        id,
        name,
        code,
        country,
        city,
        location,
        image,
        startDate,
        startTime,
        endDate,
        endTime,
        timezoneOffset,
        closingDateTime,
      }));
    },

    /** The company's events, and how many of them pass the conditions, in one scan. */
    async listCounts(scope: EventListScope, conditions: readonly EventListCondition[]): Promise<{ companyTotal: number; total: number }> {
      const filter = conditions.length === 0 ? sql`true` : and(...conditions.map(conditionSql))!;
      const [row] = await db
        .select({ companyTotal: sql<number>`count(*)::int`, total: sql<number>`(count(*) filter (where ${filter}))::int` })
        .from(events)
        .where(scopeSql(db, scope));
      return { companyTotal: Number(row?.companyTotal ?? 0), total: Number(row?.total ?? 0) };
    },

    /**
     * Rows `offset` to `offset + limit` of the matching events, latest start first and of two
     * starting together the newer first (a duplicate sits right above its original); the
     * `(company_id, start_at, id)` index serves this order read backwards.
     */
    async listRows(scope: EventListScope, conditions: readonly EventListCondition[], offset: number, limit: number): Promise<EventListRow[]> {
      const rows = await db
        .select(listColumns)
        .from(events)
        .where(and(scopeSql(db, scope), ...conditions.map(conditionSql)))
        .orderBy(desc(events.startAt), desc(events.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ closingAt, ...row }) => ({ ...row, closingDateTime: closingAt.toISOString() }));
    },

    /** A user's stored role, if the user belongs to the company; for socket subscriptions. */
    async roleOf(userId: number, companyId: number): Promise<string | null> {
      const [row] = await db.select({ role: users.role }).from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId))).limit(1);
      return row?.role ?? null;
    },

    /** The events assigned to this user as their host (`event_hosts`). */
    async assignedEventIds(userId: number): Promise<number[]> {
      const rows = await db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, userId));
      return rows.map((row) => row.eventId);
    },

    /** Whether the event is assigned to this user as its host (`event_hosts`). */
    async isAssignedHost(eventId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ eventId: eventHosts.eventId })
        .from(eventHosts)
        .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    async findById(id: number): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
      return row ?? null;
    },

    async countSessions(eventId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(agendaSessions).where(eq(agendaSessions.eventId, eventId));
      return row?.value ?? 0;
    },

    async insert(values: NewEventWithAgenda['event']): Promise<EventRow> {
      const [row] = await db.insert(events).values(values).returning();
      return row!;
    },

    /** Updates an event and moves or deletes its sessions in one transaction; answers how many sessions changed. */
    /**
     * Saves an event's fields and moves or deletes its sessions in one transaction. `reopening`
     * (a published event whose closing moves from the past into the future) is checked like a
     * publish, under the company's row lock, against its published events that have not closed.
     */
    update(
      id: number,
      values: Partial<typeof events.$inferInsert>,
      sessions: SessionChange,
      reopening: { companyId: number; now: Date; check: (limits: PlanLimits, openEvents: number) => void } | null = null,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        if (reopening) {
          const { limits } = await lockCompanyLimits(tx, reopening.companyId);
          reopening.check(limits, await countOpenEvents(tx, reopening.companyId, reopening.now));
        }
        await tx.update(events).set(values).where(eq(events.id, id));
        if (!sessions) return 0;
        const changed =
          sessions.kind === 'move'
            ? await tx
                .update(agendaSessions)
                .set({ day: sql`${agendaSessions.day} + ${sessions.days}::integer` })
                .where(eq(agendaSessions.eventId, id))
                .returning({ id: agendaSessions.id })
            : await tx.delete(agendaSessions).where(eq(agendaSessions.eventId, id)).returning({ id: agendaSessions.id });
        return changed.length;
      });
    },

    async delete(id: number): Promise<void> {
      await db.delete(events).where(eq(events.id, id));
    },

    /**
     * Gives a draft its code under the company's row lock: `check` weighs the company's limits
     * against its published events that have not closed (it throws to refuse), so two publishes
     * of one company cannot both take the last place. Answers the stored code: a new one, or the
     * one another request set first. A drawn code already another event's is drawn again, each
     * try in its own savepoint so that the refused one leaves the transaction usable.
     */
    async publish(
      event: { id: number; companyId: number },
      now: Date,
      rules: { check: (limits: PlanLimits, openEvents: number) => void; drawCode: () => string; attempts: number },
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const { limits } = await lockCompanyLimits(tx, event.companyId);
        const [current] = await tx.select({ code: events.code }).from(events).where(eq(events.id, event.id));
        if (current?.code) return current.code;
        rules.check(limits, await countOpenEvents(tx, event.companyId, now));
        for (let attempt = 0; attempt < rules.attempts; attempt++) {
          const code = rules.drawCode();
          try {
            await tx.transaction((savepoint) => savepoint.update(events).set({ code, updatedAt: now }).where(eq(events.id, event.id)));
            return code;
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
          }
        }
        return null;
      });
    },

    /** The agenda's categories in order, each with its sessions in time order, and those without a track. */
    async agenda(eventId: number): Promise<AgendaRows> {
      const categories = await db
        .select()
        .from(agendaCategories)
        .where(eq(agendaCategories.eventId, eventId))
        .orderBy(asc(agendaCategories.position), asc(agendaCategories.id));
      const sessions = await db
        .select()
        .from(agendaSessions)
        .where(eq(agendaSessions.eventId, eventId))
        .orderBy(asc(agendaSessions.day), asc(agendaSessions.startTime), asc(agendaSessions.position), asc(agendaSessions.id));
      const ids = new Set(categories.map((c) => c.id));
      return {
        categories: categories.map((category) => ({ ...category, sessions: sessions.filter((s) => s.categoryId === category.id) })),
        uncategorized: sessions.filter((s) => s.categoryId === null || !ids.has(s.categoryId)),
      };
    },

    /** Creates an event with its whole agenda in one transaction: all of it or nothing. */
    createWithAgenda(input: NewEventWithAgenda): Promise<EventRow> {
      return db.transaction(async (tx) => {
        const [event] = await tx.insert(events).values(input.event).returning();
        const categories =
          input.categories.length === 0
            ? []
            : await tx
                .insert(agendaCategories)
                .values(input.categories.map((c, position) => ({ eventId: event!.id, name: c.name, nameDe: c.nameDe ?? '', color: c.color, position })))
                .returning({ id: agendaCategories.id, position: agendaCategories.position });
        const idAt = new Map(categories.map((c) => [c.position, c.id]));
        const sessions = [
          ...input.categories.flatMap((c, categoryPosition) =>
            c.sessions.map((s, position) => ({ ...s, eventId: event!.id, categoryId: idAt.get(categoryPosition)!, position })),
          ),
          ...(input.uncategorized ?? []).map((s, position) => ({ ...s, eventId: event!.id, categoryId: null, position })),
        ];
        if (sessions.length > 0) await tx.insert(agendaSessions).values(sessions);
        return event!;
      });
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
