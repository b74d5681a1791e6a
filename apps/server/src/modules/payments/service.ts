import { ERROR_CODES, PLAN_CURRENCY, PLANS, billingIntervalSchema, planIdSchema, type CheckoutOutcome, type CheckoutStarted, type SandboxCheckout, type SandboxPaid, type StartCheckoutBody } from '@aula/shared';
import type { PaymentProviders } from '../../adapters/payments/payment-providers';
import { DomainError, notFound } from '../../http/domain-error';
import { translate, type MessageKey } from '../../i18n/messages';
import type { SocketPush } from '../realtime/socket-push';
import type { UsersService } from '../users/service';
import { requireBillingManager, type Caller } from './policy';
import type { CheckoutRow, PaymentsRepository } from './repository';
import type { SandboxDelivery } from './sandbox-delivery';

type PaymentsDeps = {
  repository: PaymentsRepository;
  providers: PaymentProviders;
  delivery: SandboxDelivery;
  users: Pick<UsersService, 'findById'>;
  sockets: SocketPush;
  publicUrl: string;
};

const providerUnavailable = () => new DomainError(502, ERROR_CODES.internal, 'payment_provider_unavailable');
const checkoutClosed = () => new DomainError(409, ERROR_CODES.validation, 'payment_checkout_closed');
const checkoutStarting = () => new DomainError(409, ERROR_CODES.validation, 'payment_checkout_starting');
const alreadySubscribed = () => new DomainError(409, ERROR_CODES.alreadySubscribed, 'payment_already_subscribed');

const FAILURE_MESSAGES: Record<string, MessageKey> = { card_declined: 'payment_card_declined', expired: 'payment_expired' };

/** The return pages of a checkout (docs/rules/billing.md#payment-outcome), whose screens read the outcome here. */
export const returnPath = (checkoutId: number, paid: boolean) => `/payment-${paid ? 'success' : 'failure'}?checkout=${checkoutId}`;

/**
 * Card payments (docs/rules/billing.md#card-payments) for the company's owners: starting a checkout with the configured
 * provider, its outcome for the return pages, auto-renew, and the subscription prompt in every tab.
 * The licence itself changes only in the webhooks (webhooks.ts).
 */
export function createPaymentsService({ repository, providers, delivery, users, sockets, publicUrl }: PaymentsDeps) {
  const { provider, sandbox } = providers;

  const ownCheckout = async (user: Caller, checkoutId: number): Promise<CheckoutRow> => {
    requireBillingManager(user);
    const checkout = await repository.findCheckout(user.companyId, checkoutId);
    if (!checkout) throw notFound();
    return checkout;
  };

  const sandboxCheckout = async (user: Caller, checkoutId: number) => {
    // Without the sandbox (Stripe is configured) its page and calls do not exist.
    if (!sandbox) throw notFound();
    const checkout = await ownCheckout(user, checkoutId);
    if (checkout.provider !== 'sandbox') throw notFound();
    return { sandbox, checkout, plan: planIdSchema.parse(checkout.plan), interval: billingIntervalSchema.parse(checkout.interval) };
  };

  return {
    async startCheckout(user: Caller, { plan, interval }: StartCheckoutBody): Promise<CheckoutStarted> {
      requireBillingManager(user);
      const email = (await users.findById(user.id))?.email;
      if (!email) throw notFound();
      // The row comes first, so the provider's page and return URLs can name it.
      const begun = await repository.beginCheckout({ companyId: user.companyId, userId: user.id, provider: provider.name, plan, interval });
      // One running subscription at a time: another plan follows once this one has ended (auto-renew off).
      if (begun.refused) throw begun.refused === 'subscribed' ? alreadySubscribed() : checkoutStarting();
      const { checkoutId, superseded } = begun;
      try {
        // One live payment page per company: the newest start replaces the others (docs/decisions/0055-server-review-follow-ups.md).
        for (const old of superseded) {
          await provider.expireCheckout(old.providerSessionId);
          await repository.expireCheckout(old.id);
        }
        const started = await provider.createCheckout({
          checkoutId,
          companyId: user.companyId,
          email,
          plan,
          interval,
          successUrl: `${publicUrl}${returnPath(checkoutId, true)}`,
          cancelUrl: `${publicUrl}${returnPath(checkoutId, false)}`,
        });
        await repository.setCheckoutSession(checkoutId, started.providerSessionId);
        return { checkoutId, url: started.url };
      } catch (error) {
        await repository.deleteCheckout(checkoutId);
        if (error instanceof DomainError) throw error;
        throw providerUnavailable();
      }
    },

    async checkout(user: Caller, checkoutId: number): Promise<CheckoutOutcome> {
      const checkout = await ownCheckout(user, checkoutId);
      const reason = checkout.failureReason;
      return {
        checkoutId: checkout.id,
        status: checkout.status as CheckoutOutcome['status'],
        plan: planIdSchema.parse(checkout.plan),
        interval: billingIntervalSchema.parse(checkout.interval),
        failureReason: reason === null ? null : translate(user.lang, FAILURE_MESSAGES[reason] ?? 'payment_failed'),
      };
    },

    /** Asks the provider; the stored flag follows its webhook (the sandbox's arrives before this answers). */
    async setAutoRenew(user: Caller, autoRenew: boolean): Promise<void> {
      requireBillingManager(user);
      const subscription = await repository.runningSubscription(user.companyId);
      if (!subscription || subscription.provider !== provider.name) throw new DomainError(404, ERROR_CODES.notFound, 'payment_no_subscription');
      let events;
      try {
        events = await provider.setAutoRenew(
          {
            providerSubscriptionId: subscription.providerSubscriptionId,
            customerId: await repository.paymentCustomer(user.companyId, provider.name),
            companyId: user.companyId,
            plan: planIdSchema.parse(subscription.plan),
            interval: billingIntervalSchema.parse(subscription.interval),
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd,
          },
          autoRenew,
        );
      } catch {
        throw providerUnavailable();
      }
      await delivery.deliver(events);
    },

    /** Opens or closes the subscription prompt in every tab of the company, on every instance (showStripe, hideStripe). */
    async prompt(user: Caller, open: boolean): Promise<void> {
      requireBillingManager(user);
      await sockets.sendToCompany(user.companyId, { action: open ? 'showStripe' : 'hideStripe' });
    },

    async sandboxCheckout(user: Caller, checkoutId: number): Promise<SandboxCheckout> {
      const { checkout, plan, interval } = await sandboxCheckout(user, checkoutId);
      return { checkoutId, status: checkout.status as SandboxCheckout['status'], plan, interval, amount: PLANS[plan].prices[interval], currency: PLAN_CURRENCY };
    },

    /** Pays with a test card (SANDBOX_CARDS); answers once the sandbox's webhooks have been applied. */
    async sandboxPay(user: Caller, checkoutId: number, card: string): Promise<SandboxPaid> {
      const { sandbox: sandboxProvider, checkout, plan, interval } = await sandboxCheckout(user, checkoutId);
      if (checkout.status !== 'open') throw checkoutClosed();
      const payment = sandboxProvider.pay(
        {
          providerSessionId: checkout.providerSessionId,
          checkoutId,
          companyId: user.companyId,
          customerId: await repository.paymentCustomer(user.companyId, 'sandbox'),
          plan,
          interval,
        },
        card,
      );
      await delivery.deliver(payment.events);
      const after = await repository.findCheckout(user.companyId, checkoutId);
      const status = (after?.status ?? 'open') as SandboxPaid['status'];
      return { status, next: returnPath(checkoutId, payment.outcome === 'paid') };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
