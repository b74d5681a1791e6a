import { eq } from 'drizzle-orm';
import { attendeeAccounts, companies } from '../db/schema';
import type { TestApp } from './test-app';

/** Gives a company a licence straight in the database (sign-up makes a trial company; no call changes it yet). */
export async function setCompanyLicense(t: TestApp, companyId: number, license: 'trial' | 'licensed'): Promise<void> {
  await t.database.db.update(companies).set({ license }).where(eq(companies.id, companyId));
}

/** An event's attendee accounts as stored, by address. */
export async function storedAttendees(t: TestApp, eventId: number) {
  const rows = await t.database.db.select().from(attendeeAccounts).where(eq(attendeeAccounts.eventId, eventId));
  return new Map(rows.map((row) => [row.email!, row]));
}
