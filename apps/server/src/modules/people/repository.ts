import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/queries/contains-pattern';
import { agendaSessions, attendeeAccounts as a, sessionSpeakers } from '../../db/schema';

export type PersonRow = Pick<typeof a.$inferSelect, 'id' | 'firstName' | 'lastName' | 'photo' | 'company' | 'jobTitle' | 'role' | 'bio'>;
export type SpeakerRow = PersonRow & { sessionId: number };
export type DirectoryFilter = { q: string; role: string; company: string; group: string };

const personColumns = { id: a.id, firstName: a.firstName, lastName: a.lastName, photo: a.photo, company: a.company, jobTitle: a.jobTitle, role: a.role, bio: a.bio };

/** An account that can be shown at all: active and not erased. */
const present = and(eq(a.active, true), isNull(a.erasedAt));

/** The accounts the directory lists (`isListedInDirectory` in packages/shared, as SQL). */
const listed = (eventId: number) => and(eq(a.eventId, eventId), present, isNotNull(a.firstSignedInAt), eq(a.hiddenFromDirectory, false));

const byName = [sql`lower(${a.lastName})`, sql`lower(${a.firstName})`, asc(a.id)];

function matching(eventId: number, { q, role, company, group }: DirectoryFilter): SQL | undefined {
  const pattern = containsPattern(q);
  return and(
    listed(eventId),
    q ? or(ilike(sql`${a.firstName} || ' ' || ${a.lastName}`, pattern), ilike(a.company, pattern), ilike(a.jobTitle, pattern)) : undefined,
    role ? eq(a.role, role) : undefined,
    company ? eq(a.company, company) : undefined,
    group ? sql`${a.groups} @> jsonb_build_array(${group}::text)` : undefined,
  );
}

/** The people directory's reads (docs/rules/venue.md#people); the only file of the module that speaks Drizzle. */
export function createPeopleRepository(db: Database) {
  return {
    /** One page of the listed people that match, by name, and how many match in all. */
    async page(eventId: number, filter: DirectoryFilter, offset: number, limit: number): Promise<{ rows: PersonRow[]; total: number }> {
      const where = matching(eventId, filter);
      const [rows, [count]] = await Promise.all([
        db
          .select(personColumns)
          .from(a)
          .where(where)
          .orderBy(...byName)
          .offset(offset)
          .limit(limit),
        db.select({ total: sql<number>`count(*)::int` }).from(a).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The companies of the listed people, each once, alphabetically. */
    async companies(eventId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ company: a.company })
        .from(a)
        .where(and(listed(eventId), ne(a.company, '')))
        .orderBy(asc(a.company));
      return rows.map((row) => row.company);
    },

    /** A listed person of the event, or null. */
    async listedPerson(eventId: number, accountId: number): Promise<PersonRow | null> {
      const [row] = await db
        .select(personColumns)
        .from(a)
        .where(and(listed(eventId), eq(a.id, accountId)))
        .limit(1);
      return row ?? null;
    },

    /** The event's speakers of these sessions, each with the session, in the organiser's order. */
    async speakersOf(eventId: number, sessionIds: number[]): Promise<SpeakerRow[]> {
      if (sessionIds.length === 0) return [];
      return db
        .select({ ...personColumns, sessionId: sessionSpeakers.sessionId })
        .from(sessionSpeakers)
        .innerJoin(a, eq(a.id, sessionSpeakers.accountId))
        .innerJoin(agendaSessions, eq(agendaSessions.id, sessionSpeakers.sessionId))
        .where(and(eq(agendaSessions.eventId, eventId), inArray(sessionSpeakers.sessionId, sessionIds), present))
        .orderBy(asc(sessionSpeakers.sessionId), asc(sessionSpeakers.position));
    },

    /** The sessions of the event an account speaks at. */
    async sessionsOf(eventId: number, accountId: number): Promise<number[]> {
      const rows = await db
        .select({ sessionId: sessionSpeakers.sessionId })
        .from(sessionSpeakers)
        .innerJoin(agendaSessions, eq(agendaSessions.id, sessionSpeakers.sessionId))
        .where(and(eq(agendaSessions.eventId, eventId), eq(sessionSpeakers.accountId, accountId)))
        .orderBy(asc(agendaSessions.day), asc(agendaSessions.startTime), asc(agendaSessions.id));
      return rows.map((row) => row.sessionId);
    },

    /** A present account of the event, listed or not (a speaker's profile). */
    async person(eventId: number, accountId: number): Promise<PersonRow | null> {
      const [row] = await db
        .select(personColumns)
        .from(a)
        .where(and(eq(a.eventId, eventId), eq(a.id, accountId), present))
        .limit(1);
      return row ?? null;
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
