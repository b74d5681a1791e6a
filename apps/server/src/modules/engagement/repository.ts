import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { attendeeAccounts, engagementRestrictions, engagementSettings, users } from '../../db/schema';

type RestrictionKind = 'mute' | 'ban';

const setterAccounts = alias(attendeeAccounts, 'setter_accounts');

/** A restriction in force with the names of whom it concerns and of who set it (null: that person is gone). */
export type RestrictionRow = Awaited<ReturnType<EngagementRepository['restrictions']>>[number];

/** An event's engagement settings and the mutes and bans of its attendees. */
export function createEngagementRepository(db: Database) {
  const inForce = (now: Date) => or(isNull(engagementRestrictions.until), gt(engagementRestrictions.until, now));

  /** Whether a restriction of `kind` is in force on the account the query reads (`now` its placeholder). */
  const inForceOn = (kind: RestrictionKind) =>
    sql<boolean>`exists (select 1 from ${engagementRestrictions} where ${engagementRestrictions.eventId} = ${attendeeAccounts.eventId} and ${engagementRestrictions.accountId} = ${attendeeAccounts.id} and ${engagementRestrictions.kind} = ${kind} and (${engagementRestrictions.until} is null or ${engagementRestrictions.until} > ${sql.placeholder('now')}))`;
  // Prepared once, with the mutes and bans in force: every engagement call reads the account and checks them.
  const accountQuery = db
    .select({
      id: attendeeAccounts.id,
      role: attendeeAccounts.role,
      firstName: attendeeAccounts.firstName,
      lastName: attendeeAccounts.lastName,
      photo: attendeeAccounts.photo,
      active: attendeeAccounts.active,
      erasedAt: attendeeAccounts.erasedAt,
      banned: inForceOn('ban'),
      muted: inForceOn('mute'),
    })
    .from(attendeeAccounts)
    .where(and(eq(attendeeAccounts.id, sql.placeholder('accountId')), eq(attendeeAccounts.eventId, sql.placeholder('eventId'))))
    .prepare('engagement_account');
  const restrictionsOfQuery = db
    .select({ kind: engagementRestrictions.kind, until: engagementRestrictions.until })
    .from(engagementRestrictions)
    .where(
      and(
        eq(engagementRestrictions.eventId, sql.placeholder('eventId')),
        eq(engagementRestrictions.accountId, sql.placeholder('accountId')),
        or(isNull(engagementRestrictions.until), gt(engagementRestrictions.until, sql.placeholder('now'))),
      ),
    )
    .prepare('engagement_restrictions_of');

  const restrictionRows = (where: SQL) =>
    db
      .select({
        accountId: engagementRestrictions.accountId,
        kind: engagementRestrictions.kind,
        until: engagementRestrictions.until,
        createdAt: engagementRestrictions.createdAt,
        firstName: attendeeAccounts.firstName,
        lastName: attendeeAccounts.lastName,
        byUserId: engagementRestrictions.createdByUserId,
        byUserFirstName: users.firstName,
        byUserLastName: users.lastName,
        byAccountId: engagementRestrictions.createdByAccountId,
        byAccountFirstName: setterAccounts.firstName,
        byAccountLastName: setterAccounts.lastName,
      })
      .from(engagementRestrictions)
      .innerJoin(attendeeAccounts, eq(attendeeAccounts.id, engagementRestrictions.accountId))
      .leftJoin(users, eq(users.id, engagementRestrictions.createdByUserId))
      .leftJoin(setterAccounts, eq(setterAccounts.id, engagementRestrictions.createdByAccountId))
      .where(where)
      .orderBy(engagementRestrictions.createdAt, engagementRestrictions.accountId);

  return {
    async settings(eventId: number) {
      const [row] = await db.select().from(engagementSettings).where(eq(engagementSettings.eventId, eventId));
      return row ?? null;
    },

    async saveSettings(eventId: number, values: Partial<Pick<typeof engagementSettings.$inferInsert, 'directMessages' | 'wallModeration' | 'qnaModeration'>>, now: Date) {
      const [row] = await db
        .insert(engagementSettings)
        .values({ eventId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: engagementSettings.eventId, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    /** The account's role, name, photo and state, and whether a ban or a mute is in force on it at `now`, if it belongs to the event. */
    async account(eventId: number, accountId: number, now: Date) {
      const [row] = await accountQuery.execute({ eventId, accountId, now });
      return row ?? null;
    },

    async names(accountIds: number[]) {
      if (accountIds.length === 0) return [];
      return db
        .select({ id: attendeeAccounts.id, firstName: attendeeAccounts.firstName, lastName: attendeeAccounts.lastName, photo: attendeeAccounts.photo })
        .from(attendeeAccounts)
        .where(inArray(attendeeAccounts.id, accountIds));
    },

    /** The mutes and bans in force on one attendee. */
    async restrictionsOf(eventId: number, accountId: number, now: Date) {
      return restrictionsOfQuery.execute({ eventId, accountId, now });
    },

    /** Every mute and ban in force in the event, oldest first, with the attendee's and the setter's names. */
    async restrictions(eventId: number, now: Date) {
      return restrictionRows(and(eq(engagementRestrictions.eventId, eventId), inForce(now))!);
    },

    /** One mute or ban in force, as `restrictions` has it; null when none is. */
    async restriction(eventId: number, accountId: number, kind: RestrictionKind, now: Date) {
      const [row] = await restrictionRows(
        and(eq(engagementRestrictions.eventId, eventId), eq(engagementRestrictions.accountId, accountId), eq(engagementRestrictions.kind, kind), inForce(now))!,
      );
      return row ?? null;
    },

    /** Sets (or replaces) a mute or ban. */
    async restrict(values: {
      eventId: number;
      accountId: number;
      kind: RestrictionKind;
      until: Date | null;
      createdByUserId: number | null;
      createdByAccountId: number | null;
      createdAt: Date;
    }) {
      const { eventId, accountId, kind, ...rest } = values;
      const [row] = await db
        .insert(engagementRestrictions)
        .values(values)
        .onConflictDoUpdate({ target: [engagementRestrictions.eventId, engagementRestrictions.accountId, engagementRestrictions.kind], set: rest })
        .returning();
      return { ...row!, eventId, accountId, kind };
    },

    /** Ends a mute or ban in force; false when none was (never set, run out, or lifted by someone else first). */
    async lift(eventId: number, accountId: number, kind: RestrictionKind, now: Date): Promise<boolean> {
      const removed = await db
        .delete(engagementRestrictions)
        .where(and(eq(engagementRestrictions.eventId, eventId), eq(engagementRestrictions.accountId, accountId), eq(engagementRestrictions.kind, kind), inForce(now)))
        .returning({ accountId: engagementRestrictions.accountId });
      return removed.length > 0;
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
