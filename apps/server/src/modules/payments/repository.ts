import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, companies, invoices, paymentWebhookEvents, subscriptions } from '../../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;
type NewInvoice = typeof invoices.$inferInsert;

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

    /** The licence a paid subscription gives (issue 12 §3: only webhooks call this). */
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
    async insertCheckout(values: typeof checkoutSessions.$inferInsert): Promise<number> {
      const [row] = await db.insert(checkoutSessions).values(values).returning({ id: checkoutSessions.id });
      return row!.id;
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
     * Applies a webhook event once (issue 12 §3): its ledger row is written first, in the same
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
