import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, supportConversations, supportMessages, users } from '../../db/schema';

export type SupportMessageRow = { id: number; body: string; fromStaff: boolean; firstName: string | null; lastName: string | null; createdAt: Date };
export type StaffCandidate = { id: number; companyId: number; isAdmin: boolean; email: string };
export type InboxRow = { companyId: number; companyName: string; lastMessage: string; lastMessageAt: Date; unread: number };

/** Built-in support's conversations, one per company (docs/decisions/0137-built-in-support-conversations.md). */
export function createSupportRepository(db: Database) {
  return {
    messages(companyId: number): Promise<SupportMessageRow[]> {
      return db
        .select({
          id: supportMessages.id,
          body: supportMessages.body,
          fromStaff: supportMessages.fromStaff,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .leftJoin(users, eq(users.id, supportMessages.authorUserId))
        .where(eq(supportMessages.companyId, companyId))
        .orderBy(asc(supportMessages.id));
    },

    /** Adds a message, making the company's conversation when it is the first. */
    async add(message: { companyId: number; authorUserId: number; fromStaff: boolean; body: string; at: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(supportConversations)
          .values({ companyId: message.companyId, lastMessageAt: message.at })
          .onConflictDoUpdate({ target: supportConversations.companyId, set: { lastMessageAt: message.at } });
        await tx.insert(supportMessages).values({ ...message, createdAt: message.at });
      });
    },

    async markReadByStaff(companyId: number): Promise<void> {
      await db
        .update(supportConversations)
        .set({ staffReadMessageId: sql`coalesce((select max(${supportMessages.id}) from ${supportMessages} where ${supportMessages.companyId} = ${companyId}), 0)` })
        .where(eq(supportConversations.companyId, companyId));
    },

    /**
     * The active users who may be staff: admins and addresses ending in the staff domain. The SQL
     * only narrows; the system policy decides who is staff.
     */
    staffCandidates(staffEmailDomain: string): Promise<StaffCandidate[]> {
      const domain = staffEmailDomain.trim().toLowerCase().replace(/^@/, '');
      const atDomain = domain === '' ? sql`false` : sql`lower(${users.email}) like ${`%@${domain}`}`;
      return db
        .select({ id: users.id, companyId: users.companyId, isAdmin: users.isAdmin, email: users.email })
        .from(users)
        .where(and(eq(users.active, true), or(eq(users.isAdmin, true), atDomain)));
    },

    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row !== undefined;
    },

    /** Every conversation with its company's name, last message and the company's messages after the staff's read mark, the unread first. */
    inbox(): Promise<InboxRow[]> {
      const unread = sql<number>`(select count(*) from ${supportMessages} as unread where unread.company_id = ${supportConversations.companyId} and unread.from_staff = false and unread.id > ${supportConversations.staffReadMessageId})`
        .mapWith(Number)
        .as('unread');
      const lastMessage = sql<string>`(select last.body from ${supportMessages} as last where last.company_id = ${supportConversations.companyId} order by last.id desc limit 1)`.as('last_message');
      // Counted once in the inner query; the order reads the count instead of counting again.
      const conversations = db
        .select({ companyId: supportConversations.companyId, companyName: companies.name, lastMessage, lastMessageAt: supportConversations.lastMessageAt, unread })
        .from(supportConversations)
        .innerJoin(companies, eq(companies.id, supportConversations.companyId))
        .as('conversations');
      return db
        .select()
        .from(conversations)
        .orderBy(desc(sql`${conversations.unread} > 0`), desc(conversations.lastMessageAt));
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
