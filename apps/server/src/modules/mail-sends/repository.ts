import crypto from 'node:crypto';
import type { MailRecipientStatus, MailSendCounts } from '@aula/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agendaSessions, attendeeAccounts, events, mailSendRecipients, mailSends, mailTemplates, users } from '../../db/schema';
import { targetConditions, type AttendeeTarget } from '../../db/queries/attendee-target';

export type MailSendRow = typeof mailSends.$inferSelect;
export type NewMailSend = typeof mailSends.$inferInsert;
export type TemplateRow = typeof mailTemplates.$inferSelect;

const a = attendeeAccounts;
const r = mailSendRecipients;
const s = mailSends;

/** Accounts that can receive a mail: the target's, active and with an address (erased ones have none). */
const reachable = (eventId: number, target: AttendeeTarget): SQL[] => [...targetConditions(eventId, target), eq(a.active, true), isNotNull(a.email)];

const emptyCounts = (): MailSendCounts => ({ queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0 });

/** A claimed recipient: who, and the claim that must still hold when the outcome is written. */
export type ClaimedRecipient = { id: number; sendId: number; accountId: number | null; email: string; lang: string; attempts: number; claimId: string };

/** The event fields a send's mails show. */
export type SendEvent = typeof events.$inferSelect;

/** Sends, their recipients (the send's own queue) and what they read; the module's only Drizzle file. */
export function createMailSendsRepository(db: Database) {
  return {
    async countReachable(eventId: number, target: AttendeeTarget): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(a)
        .where(and(...reachable(eventId, target)));
      return Number(row?.count ?? 0);
    },

    /** The first reachable account of the target by name, as a test mail's sample. */
    async sampleAccount(eventId: number, target: AttendeeTarget) {
      const [row] = await db
        .select({ firstName: a.firstName, lastName: a.lastName, email: a.email, company: a.company })
        .from(a)
        .where(and(...reachable(eventId, target)))
        .orderBy(asc(sql`lower(${a.lastName})`), asc(sql`lower(${a.firstName})`), asc(a.id))
        .limit(1);
      return row ?? null;
    },

    /** One of the event's own templates (not a library one), or null. */
    async findEventTemplate(eventId: number, templateId: number): Promise<TemplateRow | null> {
      const [row] = await db
        .select()
        .from(mailTemplates)
        .where(and(eq(mailTemplates.id, templateId), eq(mailTemplates.eventId, eventId)));
      return row ?? null;
    },

    async listEventTemplates(eventId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: mailTemplates.id, name: mailTemplates.name })
        .from(mailTemplates)
        .where(eq(mailTemplates.eventId, eventId))
        .orderBy(asc(sql`lower(${mailTemplates.name})`), asc(mailTemplates.id));
    },

    async findEvent(eventId: number): Promise<SendEvent | null> {
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      return row ?? null;
    },

    async findUser(userId: number) {
      const [row] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** Stores a send and, in the same transaction, hands it to `enqueue` (its start job). */
    async insert(values: NewMailSend, enqueue: (sendId: number, tx: Database) => Promise<void>): Promise<MailSendRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(s).values(values).returning();
        await enqueue(row!.id, tx);
        return row!;
      });
    },

    /**
     * Stores an automatic reminder's send unless the event already has one with its key (another
     * instance made it first, or an earlier check did), and enqueues its start in the same
     * transaction; answers the new send, or null.
     */
    async insertOnce(values: NewMailSend, enqueue: (sendId: number, tx: Database) => Promise<void>): Promise<MailSendRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(s).values(values).onConflictDoNothing().returning();
        if (row) await enqueue(row.id, tx);
        return row ?? null;
      });
    },

    async findSend(eventId: number, sendId: number): Promise<MailSendRow | null> {
      const [row] = await db
        .select()
        .from(s)
        .where(and(eq(s.id, sendId), eq(s.eventId, eventId)));
      return row ?? null;
    },

    async findSendById(sendId: number): Promise<MailSendRow | null> {
      const [row] = await db.select().from(s).where(eq(s.id, sendId));
      return row ?? null;
    },

    async listSends(eventId: number): Promise<MailSendRow[]> {
      return db.select().from(s).where(eq(s.eventId, eventId)).orderBy(desc(s.createdAt), desc(s.id));
    },

    /** Recipients per state of each send. */
    async counts(sendIds: number[]): Promise<Map<number, MailSendCounts>> {
      const result = new Map<number, MailSendCounts>(sendIds.map((id) => [id, emptyCounts()]));
      if (sendIds.length === 0) return result;
      const rows = await db
        .select({ sendId: r.sendId, status: r.status, count: sql<number>`count(*)::int` })
        .from(r)
        .where(inArray(r.sendId, sendIds))
        .groupBy(r.sendId, r.status);
      for (const row of rows) result.get(row.sendId)![row.status] = Number(row.count);
      return result;
    },

    /** The titles of an event's sessions among `sessionIds` (the sessions of session reminders). */
    async sessionTitles(eventId: number, sessionIds: number[]): Promise<Map<number, { title: string; titleDe: string }>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: agendaSessions.id, title: agendaSessions.title, titleDe: agendaSessions.titleDe })
        .from(agendaSessions)
        .where(and(eq(agendaSessions.eventId, eventId), inArray(agendaSessions.id, sessionIds)));
      return new Map(rows.map(({ id, title, titleDe }) => [id, { title, titleDe }]));
    },

    /** A page of a send's recipients, optionally in one state, by address. */
    async outboxPage(sendId: number, status: MailRecipientStatus | undefined, offset: number, limit: number) {
      const where = and(eq(r.sendId, sendId), status ? eq(r.status, status) : undefined);
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(r).where(where);
      const rows = await db
        .select({
          id: r.id,
          accountId: r.accountId,
          firstName: a.firstName,
          lastName: a.lastName,
          email: r.email,
          lang: r.lang,
          status: r.status,
          attempts: r.attempts,
          lastError: r.lastError,
          sentAt: r.sentAt,
        })
        .from(r)
        .leftJoin(a, eq(a.id, r.accountId))
        .where(where)
        .orderBy(asc(r.email), asc(r.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.count ?? 0), rows };
    },

    /** Cancels a send that has not finished; answers whether it did. */
    async cancel(sendId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(s)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(s.id, sendId), inArray(s.status, ['scheduled', 'queued', 'sending'])))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /**
     * Lists the send's recipients, in one INSERT … SELECT, and starts the sending; nothing happens
     * to a cancelled or started send. Running twice (a job retried after a crash) adds no one twice.
     */
    async listRecipients(sendId: number, target: AttendeeTarget, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [send] = await tx.select().from(s).where(eq(s.id, sendId)).for('update');
        if (!send || (send.status !== 'scheduled' && send.status !== 'queued')) return false;
        // Raw: Drizzle's insert-from-select wants the table's columns in order; this names them.
        await tx.execute(
          sql`insert into ${r} (send_id, account_id, email, lang, next_attempt_at)
              select ${sendId}, ${a.id}, ${a.email}, ${a.lang}, ${now.toISOString()}::timestamptz from ${a}
              where ${and(...reachable(send.eventId, target))}
              on conflict do nothing`,
        );
        const [count] = await tx.select({ count: sql<number>`count(*)::int` }).from(r).where(eq(r.sendId, sendId));
        await tx
          .update(s)
          .set({ status: 'sending', startedAt: now, recipientCount: Number(count?.count ?? 0) })
          .where(eq(s.id, sendId));
        return true;
      });
    },

    /**
     * Claims up to `limit` due recipients of running sends: queued and due, or claimed with a
     * lease that ran out (the process died). `SKIP LOCKED` lets every instance claim different
     * ones without waiting; a sent recipient is never claimed again.
     */
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedRecipient[]> {
      const running = db.select({ id: s.id }).from(s).where(eq(s.status, 'sending'));
      const due = db
        .select({ id: r.id })
        .from(r)
        .where(
          and(
            inArray(r.sendId, running),
            or(and(eq(r.status, 'queued'), lte(r.nextAttemptAt, now)), and(eq(r.status, 'sending'), lte(r.lockedUntil, now))),
          ),
        )
        .orderBy(asc(r.nextAttemptAt), asc(r.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(r)
        .set({ status: 'sending', attempts: sql`${r.attempts} + 1`, claimId: crypto.randomUUID(), lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(inArray(r.id, due))
        .returning({ id: r.id, sendId: r.sendId, accountId: r.accountId, email: r.email, lang: r.lang, attempts: r.attempts, claimId: r.claimId });
      return rows.map((row) => ({ ...row, claimId: row.claimId! }));
    },

    /** The account behind a recipient as the mail names it, or null when it is gone, erased or inactive. */
    async recipientAccount(accountId: number | null) {
      if (accountId === null) return null;
      const [row] = await db
        .select({ id: a.id, firstName: a.firstName, lastName: a.lastName, company: a.company, hasPassword: sql<boolean>`(${a.passwordHash} is not null)` })
        .from(a)
        .where(and(eq(a.id, accountId), eq(a.active, true), isNull(a.erasedAt)));
      return row ?? null;
    },

    /** Extends a claimed recipient's lease; answers false when the claim is no longer this lane's. */
    async renew(claimed: ClaimedRecipient, now: Date, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(r)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(and(eq(r.id, claimed.id), eq(r.claimId, claimed.claimId), eq(r.status, 'sending')))
        .returning({ id: r.id });
      return rows.length > 0;
    },

    /**
     * Ends the leases of every recipient being sent, so that they are claimed again at once. Only
     * for a process alone on its database: those claims belonged to a process that died.
     */
    async expireAllLeases(now: Date): Promise<number> {
      const rows = await db.update(r).set({ lockedUntil: now }).where(eq(r.status, 'sending')).returning({ id: r.id });
      return rows.length;
    },

    /** Writes a claimed recipient's outcome, only while the claim still holds; answers whether it did. */
    async settle(
      claimed: ClaimedRecipient,
      outcome: { status: 'sent'; at: Date } | { status: 'failed' | 'bounced'; error: string } | { status: 'queued'; error: string; retryAt: Date },
    ): Promise<boolean> {
      const values =
        outcome.status === 'sent'
          ? { status: 'sent' as const, sentAt: outcome.at, lastError: null }
          : outcome.status === 'queued'
            ? { status: 'queued' as const, nextAttemptAt: outcome.retryAt, lastError: outcome.error }
            : { status: outcome.status, lastError: outcome.error };
      const rows = await db
        .update(r)
        .set({ ...values, claimId: null, lockedUntil: null })
        .where(and(eq(r.id, claimed.id), eq(r.claimId, claimed.claimId)))
        .returning({ id: r.id });
      return rows.length > 0;
    },

    /** Marks running sends done once none of their recipients is queued or under way; answers their ids. */
    async finishDrained(now: Date): Promise<number[]> {
      const finished = await db
        .update(s)
        .set({ status: 'done', finishedAt: now })
        .where(
          and(
            eq(s.status, 'sending'),
            sql`not exists (select 1 from ${r} where ${r.sendId} = ${s.id} and ${r.status} in ('queued', 'sending'))`,
          ),
        )
        .returning({ id: s.id });
      return finished.map((row) => row.id);
    },
  };
}

export type MailSendsRepository = ReturnType<typeof createMailSendsRepository>;
