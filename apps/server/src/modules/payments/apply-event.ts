import type { ProviderEvent } from '../../adapters/payments/payment-provider';
import {
  checkoutSessionSchema,
  intervalOf,
  invoiceObjectSchema,
  invoiceSubscriptionId,
  ourMetadata,
  periodEndOf,
  statusOf,
  subscriptionObjectSchema,
} from './provider-objects';
import type { LedgerOutcome, LedgerTransaction } from './repository';

/**
 * Days a renewing subscription's licence outlasts its paid period: the renewal's webhook comes
 * when Stripe has charged the card, which may be hours (retries: days) after the period ended
 * (docs/decisions/0051-card-payments.md). A subscription that will not renew ends with its period.
 */
export const LICENSE_GRACE_DAYS = 3;
const DAY_MS = 24 * 3600 * 1000;

/** What an applied event asks for after its transaction committed. */
export type Aftermath = { companyChanged: number | null; hideStripe: number | null };

export type Applied = { outcome: LedgerOutcome; aftermath: Aftermath };

const ignored: Applied = { outcome: 'ignored', aftermath: { companyChanged: null, hideStripe: null } };
const applied = (aftermath: Partial<Aftermath> = {}): Applied => ({ outcome: 'applied', aftermath: { companyChanged: null, hideStripe: null, ...aftermath } });

const FAILURE_OF: Record<string, 'failed' | 'expired'> = {
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * Applies one verified provider event inside its ledger transaction (docs/rules/billing.md#card-payments). The licence
 * changes only here. Subscription events older than the last one applied to that subscription
 * change nothing (docs/decisions/0051-card-payments.md: the out-of-order rule).
 */
export async function applyEvent(tx: LedgerTransaction, provider: string, event: ProviderEvent): Promise<Applied> {
  switch (event.type) {
    case 'checkout.session.completed':
      return completeCheckout(tx, provider, event);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return failCheckout(tx, provider, event);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(tx, provider, event);
    case 'invoice.paid':
      return recordInvoice(tx, provider, event);
    case 'invoice.payment_failed':
      return markPastDue(tx, provider, event);
    default:
      return ignored;
  }
}

async function completeCheckout(tx: LedgerTransaction, provider: string, event: ProviderEvent): Promise<Applied> {
  const session = checkoutSessionSchema.safeParse(event.object);
  if (!session.success) return ignored;
  const checkout = await tx.checkoutBySession(provider, session.data.id);
  if (!checkout || checkout.status === 'paid') return ignored;
  await tx.closeCheckout(checkout.id, 'paid', null, event.created);
  if (session.data.customer) await tx.setCustomer(checkout.companyId, provider, session.data.customer);
  return applied({ hideStripe: checkout.companyId, companyChanged: checkout.companyId });
}

async function failCheckout(tx: LedgerTransaction, provider: string, event: ProviderEvent): Promise<Applied> {
  const session = checkoutSessionSchema.safeParse(event.object);
  if (!session.success) return ignored;
  const checkout = await tx.checkoutBySession(provider, session.data.id);
  if (!checkout || checkout.status !== 'open') return ignored;
  const status = FAILURE_OF[event.type]!;
  const reason = session.data.failure_code ?? (status === 'expired' ? 'expired' : 'payment_failed');
  await tx.closeCheckout(checkout.id, status, reason, event.created);
  return applied();
}

async function applySubscription(tx: LedgerTransaction, provider: string, event: ProviderEvent): Promise<Applied> {
  const parsed = subscriptionObjectSchema.safeParse(event.object);
  if (!parsed.success) return ignored;
  const object = parsed.data;
  const stored = await tx.subscriptionByProviderId(provider, object.id);
  if (stored && event.created < stored.lastEventAt) return ignored;
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted ? 'ended' : statusOf(object.status);
  const meta = ourMetadata(object.metadata);
  const companyId = stored?.companyId ?? meta.companyId;
  const plan = meta.plan ?? stored?.plan;
  const interval = intervalOf(object) ?? stored?.interval;
  const currentPeriodEnd = periodEndOf(object) ?? stored?.currentPeriodEnd;
  if (!status || !companyId || !plan || !interval || !currentPeriodEnd || !(await tx.companyExists(companyId))) return ignored;

  const autoRenew = !object.cancel_at_period_end && !deleted;
  const values = { plan, interval, status, currentPeriodEnd, autoRenew, lastEventAt: event.created, updatedAt: event.created };
  const subscriptionId = stored ? stored.id : await tx.insertSubscription({ companyId, provider, providerSubscriptionId: object.id, ...values });
  if (stored) await tx.updateSubscription(stored.id, values);

  if (status === 'ended') {
    if (!(await tx.hasOtherRunningSubscription(companyId, subscriptionId))) {
      const endedAt = object.ended_at ?? event.created;
      await tx.endLicense(companyId, endedAt < currentPeriodEnd ? endedAt : currentPeriodEnd);
    }
  } else {
    const endsAt = autoRenew ? new Date(currentPeriodEnd.getTime() + LICENSE_GRACE_DAYS * DAY_MS) : currentPeriodEnd;
    // A second subscription (paid on a page opened before the first was paid) must not shorten or
    // add to the licence of the one already running (docs/decisions/0055-server-review-follow-ups.md).
    if (await tx.hasOtherRunningSubscription(companyId, subscriptionId)) await tx.lengthenLicense(companyId, { plan, endsAt });
    else await tx.grantLicense(companyId, { plan, endsAt, provider, customerId: object.customer ?? null });
  }
  return applied({ companyChanged: companyId });
}

async function recordInvoice(tx: LedgerTransaction, provider: string, event: ProviderEvent): Promise<Applied> {
  const parsed = invoiceObjectSchema.safeParse(event.object);
  if (!parsed.success) return ignored;
  const invoice = parsed.data;
  const providerSubscriptionId = invoiceSubscriptionId(invoice);
  const subscription = providerSubscriptionId ? await tx.subscriptionByProviderId(provider, providerSubscriptionId) : null;
  const companyId = subscription?.companyId ?? ourMetadata(invoice.parent?.subscription_details?.metadata).companyId;
  if (!companyId || !(await tx.companyExists(companyId))) return ignored;
  const period = invoice.lines?.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  await tx.insertInvoice({
    companyId,
    subscriptionId: subscription?.id ?? null,
    provider,
    providerInvoiceId: invoice.id,
    number: invoice.number ?? invoice.id,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? 'paid',
    periodStart: period.start,
    periodEnd: period.end,
    issuedAt: invoice.created,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  });
  return applied();
}

async function markPastDue(tx: LedgerTransaction, provider: string, event: ProviderEvent): Promise<Applied> {
  const parsed = invoiceObjectSchema.safeParse(event.object);
  const providerSubscriptionId = parsed.success ? invoiceSubscriptionId(parsed.data) : null;
  const subscription = providerSubscriptionId ? await tx.subscriptionByProviderId(provider, providerSubscriptionId) : null;
  if (!subscription || event.created < subscription.lastEventAt || subscription.status === 'ended') return ignored;
  // The licence keeps its end: Stripe retries the card, and a later subscription event decides.
  await tx.updateSubscription(subscription.id, { status: 'past_due', lastEventAt: event.created, updatedAt: event.created });
  return applied();
}
