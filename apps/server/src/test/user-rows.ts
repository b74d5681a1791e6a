import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

/** The stored row of a console user. */
export async function storedUser(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** Moves a user into a company with a role, as the users screens would have made them. */
export async function placeUser(t: TestApp, userId: number, companyId: number, role: 'owner' | 'manager' | 'host'): Promise<void> {
  await t.database.db.update(users).set({ companyId, role }).where(eq(users.id, userId));
}
