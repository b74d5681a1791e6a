import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendeeAccounts, boothLeads, rooms } from '../../db/schema';

export type BoothLeadRow = typeof boothLeads.$inferSelect;
export type BoothLeadValues = Pick<BoothLeadRow, 'message' | 'consentVersion' | 'consentedAt'>;

/** The contacts left at booths (docs/rules/venue.md#booth-leads); the only file of the module that speaks Drizzle. */
export function createBoothLeadsRepository(db: Database) {
  return {
    async find(roomId: number, accountId: number): Promise<BoothLeadRow | null> {
      const [row] = await db
        .select()
        .from(boothLeads)
        .where(and(eq(boothLeads.roomId, roomId), eq(boothLeads.accountId, accountId)))
        .limit(1);
      return row ?? null;
    },

    /** Leaves the contact, or replaces the message and the consent of the one left before. */
    async save(roomId: number, accountId: number, values: BoothLeadValues): Promise<BoothLeadRow> {
      const [row] = await db
        .insert(boothLeads)
        .values({ roomId, accountId, ...values })
        .onConflictDoUpdate({ target: [boothLeads.roomId, boothLeads.accountId], set: values })
        .returning();
      return row!;
    },

    async remove(roomId: number, accountId: number): Promise<void> {
      await db.delete(boothLeads).where(and(eq(boothLeads.roomId, roomId), eq(boothLeads.accountId, accountId)));
    },

    /** A booth's leads with the accounts' details as they are now, newest consent first. */
    async ofRoom(roomId: number) {
      return db
        .select({
          accountId: boothLeads.accountId,
          firstName: attendeeAccounts.firstName,
          lastName: attendeeAccounts.lastName,
          email: attendeeAccounts.email,
          company: attendeeAccounts.company,
          jobTitle: attendeeAccounts.jobTitle,
          message: boothLeads.message,
          consentVersion: boothLeads.consentVersion,
          consentedAt: boothLeads.consentedAt,
        })
        .from(boothLeads)
        .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, boothLeads.accountId))
        .where(eq(boothLeads.roomId, roomId))
        .orderBy(desc(boothLeads.consentedAt), desc(boothLeads.accountId));
    },

    /** An account's leads with their booths' names, for its personal data. */
    async ofAccount(accountId: number) {
      return db
        .select({ roomId: boothLeads.roomId, nameEn: rooms.nameEn, message: boothLeads.message, consentVersion: boothLeads.consentVersion, consentedAt: boothLeads.consentedAt })
        .from(boothLeads)
        .innerJoin(rooms, eq(rooms.id, boothLeads.roomId))
        .where(eq(boothLeads.accountId, accountId))
        .orderBy(desc(boothLeads.consentedAt));
    },

    async removeAccount(accountId: number): Promise<void> {
      await db.delete(boothLeads).where(eq(boothLeads.accountId, accountId));
    },
  };
}

export type BoothLeadsRepository = ReturnType<typeof createBoothLeadsRepository>;
export type BoothLeadListRow = Awaited<ReturnType<BoothLeadsRepository['ofRoom']>>[number];
