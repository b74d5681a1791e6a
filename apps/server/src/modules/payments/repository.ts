import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, companies, invoices, paymentWebhookEvents, subscriptions } from '../../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;
type NewInvoice = typeof invoices.$inferInsert;

/** The prefix of a checkout's session id until the provider has answered with its own. */
export const PENDING_SESSION_PREFIX = 'pending-';

/** What `beginCheckout` decided under the company's lock. */
export type CheckoutBegun =
  | { refused: 'subscribed' | 'starting' }
  | { refused: null; checkoutId: number; superseded: Pick<CheckoutRow, 'id' | 'providerSessionId'>[] };

export type LedgerOutcome = 'applied' | 'ignored';
export type LedgerEvent = { provider: string; id: string; type: string; created: Date };

/** What applying one webhook event may touch, inside the transaction that records it in the ledger. */
function ledgerTransaction(tx: Database) {
  return {
    async checkoutBySession(provider: string, providerSessionId: string): Promise<CheckoutRow | null> {
      const [row] = await tx
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)));
      return row ?? null;
    },

    async closeCheckout(id: number, status: 'paid' | 'failed' | 'expired', failureReason: string | null, at: Date): Promise<void> {
      await tx.update(checkoutSessions).set({ status, failureReason, completedAt: at }).where(eq(checkoutSessions.id, id));
    },

    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },

    async setCustomer(companyId: number, provider: string, customerId: string): Promise<void> {
      await tx.update(companies).set({ paymentProvider: provider, paymentCustomerId: customerId }).where(eq(companies.id, companyId));
    },

    async subscriptionByProviderId(provider: string, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
      return row ?? null;
    },

    async insertSubscription(values: NewSubscription): Promise<number> {
      const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
      return row!.id;
    },

    async updateSubscription(id: number, values: Partial<NewSubscription>): Promise<void> {
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },

    /** The licence a paid subscription gives (only webhooks call this: docs/rules/billing.md#card-payments). */
    async grantLicense(companyId: number, values: { plan: string; endsAt: Date; provider: string; customerId: string | null }): Promise<void> {
      await tx
        .update(companies)
        .set({
          license: 'licensed',
          plan: values.plan,
          licenseEndsAt: values.endsAt,
          paymentProvider: values.provider,
          ...(values.customerId && { paymentCustomerId: values.customerId }),
        })
        .where(eq(companies.id, companyId));
    },

    /**
     * The licence while another subscription of the company also runs: it lasts until the later of
     * the two ends, never their sum, and a subscription ending sooner changes nothing.
     */
    async lengthenLicense(companyId: number, values: { plan: string; endsAt: Date }): Promise<void> {
      await tx
        .update(companies)
        .set({ license: 'licensed', plan: values.plan, licenseEndsAt: values.endsAt })
        .where(and(eq(companies.id, companyId), or(ne(companies.license, 'licensed'), isNull(companies.licenseEndsAt), lt(companies.licenseEndsAt, values.endsAt))));
    },

    async endLicense(companyId: number, at: Date): Promise<void> {
      await tx.update(companies).set({ licenseEndsAt: at }).where(and(eq(companies.id, companyId), eq(companies.license, 'licensed')));
    },

    /** Whether another subscription of the company still runs, so ending this one must not end the licence. */
    async hasOtherRunningSubscription(companyId: number, exceptId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.id, exceptId), ne(subscriptions.status, 'ended')))
        .limit(1);
      return row !== undefined;
    },

    async insertInvoice(values: NewInvoice): Promise<void> {
      await tx.insert(invoices).values(values).onConflictDoNothing({ target: [invoices.provider, invoices.providerInvoiceId] });
    },
  };
}

export type LedgerTransaction = ReturnType<typeof ledgerTransaction>;

/** checkout_sessions, subscriptions, invoices and the webhook ledger; the only file of the module that speaks Drizzle. */
export function createPaymentsRepository(db: Database) {
  return {
    /**
     * Opens a checkout row in one transaction holding the company's row lock, so two starts at once
     * cannot both pass the checks (docs/decisions/0055-server-review-follow-ups.md): refused while a
     * subscription runs, or while another start is still waiting for its provider (a pending row
     * younger than a minute; an older one was left by a crash and is closed here). The company's
     * other open checkouts are returned for the caller to expire at the provider.
     */
    async beginCheckout(values: Omit<typeof checkoutSessions.$inferInsert, 'providerSessionId'>): Promise<CheckoutBegun> {
      return db.transaction(async (tx) => {
        await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, values.companyId)).for('update');
        const [running] = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.companyId, values.companyId), ne(subscriptions.status, 'ended')))
          .limit(1);
        if (running) return { refused: 'subscribed' };
        const open = and(eq(checkoutSessions.companyId, values.companyId), eq(checkoutSessions.status, 'open'));
        const pending = like(checkoutSessions.providerSessionId, `${PENDING_SESSION_PREFIX}%`);
        const [starting] = await tx
          .select({ id: checkoutSessions.id })
          .from(checkoutSessions)
          .where(and(open, pending, gt(checkoutSessions.createdAt, sql`now() - interval '1 minute'`)))
          .limit(1);
        if (starting) return { refused: 'starting' };
        await tx.update(checkoutSessions).set({ status: 'expired', failureReason: 'expired', completedAt: sql`now()` }).where(and(open, pending));
        const superseded = await tx.select({ id: checkoutSessions.id, providerSessionId: checkoutSessions.providerSessionId }).from(checkoutSessions).where(open);
        const [row] = await tx
          .insert(checkoutSessions)
          .values({ ...values, providerSessionId: `${PENDING_SESSION_PREFIX}${crypto.randomUUID()}` })
          .returning({ id: checkoutSessions.id });
        return { refused: null, checkoutId: row!.id, superseded };
      });
    },

    /** Closes a checkout the provider has expired, unless a webhook closed it first. */
    async expireCheckout(id: number): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'expired', failureReason: 'expired', completedAt: sql`now()` })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },

    async setCheckoutSession(id: number, providerSessionId: string): Promise<void> {
      await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
    },

    async deleteCheckout(id: number): Promise<void> {
      await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
    },

    /** The company's checkout, or null (another company's answers like a missing one). */
    async findCheckout(companyId: number, id: number): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.companyId, companyId)));
      return row ?? null;
    },

    async paymentCustomer(companyId: number, provider: string): Promise<string | null> {
      const [row] = await db.select({ provider: companies.paymentProvider, customerId: companies.paymentCustomerId }).from(companies).where(eq(companies.id, companyId));
      return row?.provider === provider ? row.customerId : null;
    },

    /** The company's newest subscription that has not ended. */
    async runningSubscription(companyId: number): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.status, 'ended')))
        .orderBy(desc(subscriptions.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Applies a webhook event once (docs/rules/billing.md#card-payments): its ledger row is written first, in the same
     * transaction as its effects, so a replay, even a concurrent one that waits on the row, finds
     * it and changes nothing ('replay'). `apply` says whether the event changed anything.
     */
    async applyOnce(event: LedgerEvent, apply: (tx: LedgerTransaction) => Promise<LedgerOutcome>): Promise<LedgerOutcome | 'replay'> {
      return db.transaction(async (tx) => {
        const recorded = await tx
          .insert(paymentWebhookEvents)
          .values({ provider: event.provider, eventId: event.id, type: event.type, createdAt: event.created, outcome: 'applied' })
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId });
        if (recorded.length === 0) return 'replay';
        const outcome = await apply(ledgerTransaction(tx));
        if (outcome !== 'applied') {
          await tx
            .update(paymentWebhookEvents)
            .set({ outcome })
            .where(and(eq(paymentWebhookEvents.provider, event.provider), eq(paymentWebhookEvents.eventId, event.id)));
        }
        return outcome;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
