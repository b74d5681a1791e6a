import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { asLanguage, type AccountImportExisting, type AccountImportField, type AttendeeFields, type Language } from '@aula/shared';
import type { Database } from '../../db/client';
import { accountImports, attendeeAccounts, events, users } from '../../db/schema';
import { lockEventAccounts, type CompanyLimits } from '../../db/queries/plan-limits';

/** Rows a statement writes at once: one JSON parameter each, so statements stay small at 10,000 rows. */
const CHUNK_ROWS = 1_000;

/** An import as the console reads it; `total` counts the stored rows while it runs, the result after. */
export type AccountImportSummary = {
  id: string;
  eventId: number;
  userId: number;
  status: 'running' | 'success' | 'error' | 'trial';
  existing: AccountImportExisting;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  errorMessage: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

const summaryColumns = {
  id: accountImports.id,
  eventId: accountImports.eventId,
  userId: accountImports.userId,
  status: accountImports.status,
  existing: accountImports.existing,
  total: sql<number>`(case when ${accountImports.status} = 'running' then jsonb_array_length(${accountImports.rows})
    else ${accountImports.created} + ${accountImports.updated} + ${accountImports.skipped} end)::integer`,
  created: accountImports.created,
  updated: accountImports.updated,
  skipped: accountImports.skipped,
  errorMessage: accountImports.errorMessage,
  createdAt: accountImports.createdAt,
  finishedAt: accountImports.finishedAt,
};

/** What a run of the job found and did. */
export type ApplyOutcome =
  | { kind: 'missing' }
  | { kind: 'finished'; summary: AccountImportSummary }
  | { kind: 'applied' | 'refused'; summary: AccountImportSummary };

/** How an import past the plan's accounts per event ends: the socket message's status and text (docs/rules/billing.md#plan-limits). */
export type ImportRefusal = { status: 'trial' | 'error'; message: string };

export type ApplyPlan = {
  now: Date;
  /** The fields an existing account takes from its row (those the file had a column for). */
  updateFields: readonly AccountImportField[];
  /** Whether the accounts the event would hold after the import pass its company's limit, and how that ends. */
  refusal: (room: CompanyLimits & { accountsAfter: number }) => ImportRefusal | null;
  onProgress: (done: number, total: number) => void;
  /** Aborts when the job's claim was taken over: the transaction then rolls back and leaves the import to the new holder. */
  lost: AbortSignal;
};

/** The columns an update may set, by field; the e-mail address is the key and never changes. */
const UPDATABLE: Partial<Record<AccountImportField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  jobTitle: 'job_title',
  role: 'role',
  lang: 'lang',
  groups: 'groups',
  active: 'active',
};

/** Rows as `jsonb_to_recordset` reads them, with column names for keys. */
const recordsetJson = (rows: readonly AttendeeFields[]) =>
  JSON.stringify(
    rows.map((row) => ({
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      company: row.company,
      job_title: row.jobTitle,
      role: row.role,
      lang: row.lang,
      groups: row.groups,
      active: row.active,
    })),
  );
const RECORD_COLUMNS = sql.raw(
  'r(email text, first_name text, last_name text, company text, job_title text, role text, lang text, groups jsonb, active boolean)',
);

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK_ROWS) result.push(items.slice(at, at + CHUNK_ROWS));
  return result;
}

/** Account imports and what they write into `attendee_accounts`; the only file of the module that speaks Drizzle. */
export function createAccountImportRepository(db: Database) {
  /** The addresses of `emails` (lower-cased) that already have an account in the event. */
  async function existingEmails(tx: Database, eventId: number, emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const found = await tx
      .select({ email: attendeeAccounts.email })
      .from(attendeeAccounts)
      .where(and(eq(attendeeAccounts.eventId, eventId), inArray(attendeeAccounts.email, sql`(select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`)));
    return new Set(found.map((row) => row.email!));
  }

  async function summary(tx: Database, id: string): Promise<AccountImportSummary> {
    const [row] = await tx.select(summaryColumns).from(accountImports).where(eq(accountImports.id, id));
    return row!;
  }

  async function insertAccounts(tx: Database, eventId: number, rows: readonly AttendeeFields[], now: Date): Promise<void> {
    await tx.execute(sql`
      insert into attendee_accounts (event_id, email, first_name, last_name, company, job_title, role, lang, groups, active, created_at, updated_at)
      select ${eventId}::integer, r.email, r.first_name, r.last_name, r.company, r.job_title, r.role, r.lang, r.groups, r.active, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${recordsetJson(rows)}::jsonb) as ${RECORD_COLUMNS}`);
  }

  async function updateAccounts(tx: Database, eventId: number, rows: readonly AttendeeFields[], fields: readonly AccountImportField[], now: Date): Promise<void> {
    const assignments = fields.flatMap((field) => (UPDATABLE[field] ? [sql.raw(`${UPDATABLE[field]} = r.${UPDATABLE[field]}`)] : []));
    await tx.execute(sql`
      update attendee_accounts as a set ${sql.join([...assignments, sql`updated_at = ${now.toISOString()}::timestamptz`], sql`, `)}
      from jsonb_to_recordset(${recordsetJson(rows)}::jsonb) as ${RECORD_COLUMNS}
      where a.event_id = ${eventId} and a.email = r.email`);
  }

  return {
    existingEmails: (eventId: number, emails: readonly string[]) => existingEmails(db, eventId, emails),

    /**
     * Stores a confirmed import as running and, in the same transaction, hands it to `enqueue`
     * (the job). Answers null when the event already has an import running: the event's row is
     * locked first, so two starts at once cannot both pass that check.
     */
    async start(
      values: { eventId: number; userId: number; existing: AccountImportExisting; rows: AttendeeFields[] },
      enqueue: (importId: string, tx: Database) => Promise<void>,
    ): Promise<AccountImportSummary | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: events.id }).from(events).where(eq(events.id, values.eventId)).for('update');
        const [running] = await tx
          .select({ id: accountImports.id })
          .from(accountImports)
          .where(and(eq(accountImports.eventId, values.eventId), eq(accountImports.status, 'running')));
        if (running) return null;
        const [row] = await tx.insert(accountImports).values(values).returning({ id: accountImports.id });
        await enqueue(row!.id, tx);
        return summary(tx, row!.id);
      });
    },

    /** The user's own imports that finished at or after `since`, oldest first, at most `limit`. */
    async finishedFor(userId: number, since: Date, limit: number): Promise<AccountImportSummary[]> {
      return db
        .select(summaryColumns)
        .from(accountImports)
        .where(and(eq(accountImports.userId, userId), ne(accountImports.status, 'running'), gte(accountImports.finishedAt, since)))
        .orderBy(asc(accountImports.finishedAt))
        .limit(limit);
    },

    /** The event's latest import, or null. */
    async latest(eventId: number): Promise<AccountImportSummary | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(accountImports)
        .where(eq(accountImports.eventId, eventId))
        .orderBy(desc(accountImports.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Ends imports of the event still running since before `before` as errors: their job ran out
     * of attempts (the process died each time), so they would block the event's imports forever.
     */
    async abandonStale(eventId: number, before: Date, message: string, now: Date): Promise<void> {
      await db
        .update(accountImports)
        .set({ status: 'error', errorMessage: message, finishedAt: now, rows: [] })
        .where(and(eq(accountImports.eventId, eventId), eq(accountImports.status, 'running'), lt(accountImports.createdAt, before)));
    },

    /** Who started an import and in which language they read, or null when it is gone (with its event). */
    async starter(importId: string): Promise<{ userId: number; eventId: number; lang: Language; isAdmin: boolean } | null> {
      const [row] = await db
        .select({ userId: accountImports.userId, eventId: accountImports.eventId, lang: users.lang, isAdmin: users.isAdmin })
        .from(accountImports)
        .innerJoin(users, eq(users.id, accountImports.userId))
        .where(eq(accountImports.id, importId));
      return row ? { ...row, lang: asLanguage(row.lang) } : null;
    },

    /**
     * Applies a running import in one transaction: creates the new addresses, updates or skips
     * the existing ones, and records the result; an event past its plan's accounts gets nothing.
     * The event's row is locked (`lockEventAccounts`), so that accounts added meanwhile count.
     * The import's row is locked and checked first, so a job that runs again after its process
     * died (the transaction rolled back) or after it finished (a lost acknowledgement) applies
     * it exactly once. The stored rows are emptied at the end: an erased attendee must not live
     * on in an old import.
     */
    async apply(importId: string, rows: (stored: unknown) => AttendeeFields[], plan: ApplyPlan): Promise<ApplyOutcome> {
      return db.transaction(async (tx) => {
        const [job] = await tx
          .select({ status: accountImports.status, eventId: accountImports.eventId, existing: accountImports.existing, rows: accountImports.rows })
          .from(accountImports)
          .where(eq(accountImports.id, importId))
          .for('update');
        if (!job) return { kind: 'missing' };
        if (job.status !== 'running') return { kind: 'finished', summary: await summary(tx, importId) };

        const room = await lockEventAccounts(tx, job.eventId);
        const all = rows(job.rows);
        const known = await existingEmails(tx, job.eventId, all.map((row) => row.email));
        const creates = all.filter((row) => !known.has(row.email));
        const updates = job.existing === 'update' ? all.filter((row) => known.has(row.email)) : [];
        const skipped = all.length - creates.length - updates.length;
        const finished = { finishedAt: plan.now, rows: [] };

        const refusal = plan.refusal({ ...room, accountsAfter: room.accounts + creates.length });
        if (refusal) {
          await tx
            .update(accountImports)
            .set({ ...finished, status: refusal.status, errorMessage: refusal.message })
            .where(eq(accountImports.id, importId));
          return { kind: 'refused', summary: await summary(tx, importId) };
        }

        const total = creates.length + updates.length;
        let done = 0;
        for (const chunk of chunks(creates)) {
          plan.lost.throwIfAborted();
          await insertAccounts(tx, job.eventId, chunk, plan.now);
          plan.onProgress((done += chunk.length), total);
        }
        for (const chunk of chunks(updates)) {
          plan.lost.throwIfAborted();
          await updateAccounts(tx, job.eventId, chunk, plan.updateFields, plan.now);
          plan.onProgress((done += chunk.length), total);
        }
        plan.lost.throwIfAborted();
        await tx
          .update(accountImports)
          .set({ ...finished, status: 'success', created: creates.length, updated: updates.length, skipped })
          .where(eq(accountImports.id, importId));
        return { kind: 'applied', summary: await summary(tx, importId) };
      });
    },

    /** Ends a still-running import with an error (its transaction failed and rolled back). */
    async fail(importId: string, message: string, now: Date): Promise<AccountImportSummary | null> {
      const [row] = await db
        .update(accountImports)
        .set({ status: 'error', errorMessage: message, finishedAt: now, rows: [] })
        .where(and(eq(accountImports.id, importId), eq(accountImports.status, 'running')))
        .returning({ id: accountImports.id });
      return row ? summary(db, row.id) : null;
    },
  };
}

export type AccountImportRepository = ReturnType<typeof createAccountImportRepository>;
