import { eq } from 'drizzle-orm';
import { checkoutSessions, companies, invoices, paymentWebhookEvents, subscriptions, users } from '../db/schema';
import { signIn, type SignedInUser } from './accounts';
import type { TestApp } from './test-app';

/** Makes the user a manager of their company (billing is refused to them), signed in anew. */
export async function demoteToManager(t: TestApp, user: SignedInUser): Promise<SignedInUser> {
  await t.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, user.id));
  return { ...user, token: await signIn(t, user) };
}

export async function companyOf(t: TestApp, companyId: number) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

export const subscriptionsOf = (t: TestApp, companyId: number) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
export const invoicesOf = (t: TestApp, companyId: number) => t.database.db.select().from(invoices).where(eq(invoices.companyId, companyId));
export const ledgerRows = (t: TestApp, eventId: string) =>
  t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
export async function checkoutRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row!;
}


export const checkoutsOf = (t: TestApp, companyId: number) =>
  t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.companyId, companyId)).orderBy(checkoutSessions.id);
