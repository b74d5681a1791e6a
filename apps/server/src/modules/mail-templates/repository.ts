import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, events, mailTemplates } from '../../db/schema';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

/** A template's words and name as saved. */
export type MailTemplateValues = Pick<MailTemplateRow, 'name' | 'subjectEn' | 'subjectDe' | 'bodyEn' | 'bodyDe'>;

/** Where a template lives: a company's library (`eventId` null) or one event of the company. */
export type TemplateScope = { companyId: number; eventId: number | null };

/** What a template's placeholders need of its event, and whose it is. */
export type TemplateEventRow = {
  id: number;
  companyId: number;
  code: string | null;
  name: string;
  location: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezoneOffset: number;
};

/** An account a mail can be made for: its event's, with an address. */
export type TemplateAccountRow = { id: number; firstName: string; lastName: string; email: string; company: string; lang: string };

const PREVIEW_ACCOUNTS_LIMIT = 20;

const inScope = ({ companyId, eventId }: TemplateScope) =>
  and(eq(mailTemplates.companyId, companyId), eventId === null ? isNull(mailTemplates.eventId) : eq(mailTemplates.eventId, eventId));

export function createMailTemplatesRepository(db: Database) {
  const accountColumns = {
    id: attendeeAccounts.id,
    firstName: attendeeAccounts.firstName,
    lastName: attendeeAccounts.lastName,
    email: sql<string>`${attendeeAccounts.email}`,
    company: attendeeAccounts.company,
    lang: attendeeAccounts.lang,
  };
  const mailable = (eventId: number) =>
    and(eq(attendeeAccounts.eventId, eventId), sql`${attendeeAccounts.email} is not null`, isNull(attendeeAccounts.erasedAt));

  return {
    async list(scope: TemplateScope): Promise<MailTemplateRow[]> {
      return db.select().from(mailTemplates).where(inScope(scope)).orderBy(asc(mailTemplates.name), asc(mailTemplates.id));
    },

    /** The template when it lives in the scope, else null: another company's or event's id finds nothing. */
    async find(scope: TemplateScope, id: number): Promise<MailTemplateRow | null> {
      const [row] = await db.select().from(mailTemplates).where(and(eq(mailTemplates.id, id), inScope(scope))).limit(1);
      return row ?? null;
    },

    async insert(scope: TemplateScope, values: MailTemplateValues, now: Date): Promise<MailTemplateRow> {
      const [row] = await db
        .insert(mailTemplates)
        .values({ ...values, companyId: scope.companyId, eventId: scope.eventId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async update(scope: TemplateScope, id: number, values: MailTemplateValues, now: Date): Promise<MailTemplateRow | null> {
      const [row] = await db
        .update(mailTemplates)
        .set({ ...values, updatedAt: now })
        .where(and(eq(mailTemplates.id, id), inScope(scope)))
        .returning();
      return row ?? null;
    },

    async delete(scope: TemplateScope, id: number): Promise<boolean> {
      const rows = await db.delete(mailTemplates).where(and(eq(mailTemplates.id, id), inScope(scope))).returning({ id: mailTemplates.id });
      return rows.length > 0;
    },

    async event(eventId: number): Promise<TemplateEventRow | null> {
      const [row] = await db
        .select({
          id: events.id,
          companyId: events.companyId,
          code: events.code,
          name: events.name,
          location: events.location,
          startDate: events.startDate,
          startTime: events.startTime,
          endDate: events.endDate,
          endTime: events.endTime,
          timezoneOffset: events.timezoneOffset,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return row ?? null;
    },

    /** The event's first accounts with an address, by name; narrowed to those whose name or address holds `q`. */
    async accounts(eventId: number, q: string): Promise<TemplateAccountRow[]> {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches = q
        ? or(ilike(attendeeAccounts.firstName, pattern), ilike(attendeeAccounts.lastName, pattern), ilike(attendeeAccounts.email, pattern))
        : undefined;
      return db
        .select(accountColumns)
        .from(attendeeAccounts)
        .where(and(mailable(eventId), matches))
        .orderBy(asc(attendeeAccounts.lastName), asc(attendeeAccounts.firstName), asc(attendeeAccounts.id))
        .limit(PREVIEW_ACCOUNTS_LIMIT);
    },

    async account(eventId: number, accountId: number): Promise<TemplateAccountRow | null> {
      const [row] = await db.select(accountColumns).from(attendeeAccounts).where(and(eq(attendeeAccounts.id, accountId), mailable(eventId))).limit(1);
      return row ?? null;
    },
  };
}

export type MailTemplatesRepository = ReturnType<typeof createMailTemplatesRepository>;
