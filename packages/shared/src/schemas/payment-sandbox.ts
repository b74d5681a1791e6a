import { z } from 'zod';
import { billingIntervalSchema, planIdSchema } from '../rules/plans';
import { checkoutStatusSchema } from './billing';

/** GET /api/billing/sandbox/{checkoutId}: what the sandbox payment page shows (docs/rules/billing.md#card-payments). */
export const sandboxCheckoutSchema = z.object({
  checkoutId: z.number().int(),
  status: checkoutStatusSchema,
  plan: planIdSchema,
  interval: billingIntervalSchema,
  /** Cents, VAT included. */
  amount: z.number().int(),
  currency: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** The sandbox's test cards: the same numbers as Stripe's test mode. */
export const SANDBOX_CARD_NUMBERS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** POST /api/billing/sandbox/{checkoutId}/pay: a card number, spaces allowed. */
export const sandboxPayBodySchema = z.object({
  card: z
    .string()
    .transform((card) => card.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'validation.invalid')),
});
export type SandboxPayBody = z.input<typeof sandboxPayBodySchema>;

/** Where the sandbox page sends the browser: /payment-success or /payment-failure. */
export const sandboxPaidSchema = z.object({ status: checkoutStatusSchema, next: z.string() });
export type SandboxPaid = z.infer<typeof sandboxPaidSchema>;
