import { eq } from 'drizzle-orm';
import { attendeeAccounts } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Records an invitation, a first sign-in or a password straight in the database, as the attendee
 * sign-in will; for tests of the console, which only reads them.
 */
export async function markAccount(t: TestApp, accountId: number, values: { invitedAt?: Date; firstSignedInAt?: Date; passwordHash?: string }) {
  await t.database.db.update(attendeeAccounts).set(values).where(eq(attendeeAccounts.id, accountId));
}

/** The stored row of an attendee account, to check what the database holds (the API never answers some of it). */
export async function storedAccount(t: TestApp, accountId: number) {
  const [row] = await t.database.db.select().from(attendeeAccounts).where(eq(attendeeAccounts.id, accountId));
  return row ?? null;
}

/** An event's attendee accounts as stored, by address. */
export async function storedAttendees(t: TestApp, eventId: number) {
  const rows = await t.database.db.select().from(attendeeAccounts).where(eq(attendeeAccounts.eventId, eventId));
  return new Map(rows.map((row) => [row.email!, row]));
}
