import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingCalls, type StartCheckoutBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';

const billingKey = ['billing'] as const;

/** GET /api/billing; a non-owner's 403 is the screen's to explain, not a toast. */
export const billingOverviewQuery = () =>
  queryOptions({
    queryKey: [...billingKey, 'overview'],
    queryFn: ({ signal }) => callApi(billingCalls.overview, { signal, catcher: true }),
  });

export function useBillingOverview() {
  return useQuery(billingOverviewQuery());
}

/** POST /api/billing/checkout: the payment page to go to. */
export function useStartCheckout() {
  return useMutation({ mutationFn: (body: StartCheckoutBody) => callApi(billingCalls.startCheckout, { body }) });
}

/** POST /api/billing/autoRenew; the overview shows the new state once the server has it. */
export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => callApi(billingCalls.setAutoRenew, { body: { autoRenew } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

/** GET /api/billing/checkout/{id}: the outcome the return pages show. */
export const fetchCheckoutOutcome = (checkoutId: number, signal?: AbortSignal) =>
  callApi(billingCalls.checkout, { params: { checkoutId }, signal, spinner: false, catcher: true });

/**
 * POST /api/billing/prompt: tells the company's other tabs to open or close the prompt (socket messages
 * showStripe, hideStripe: docs/rules/billing.md#subscription-prompt). This tab has already done so; a failed broadcast leaves the others as
 * they are and is not worth an error message here.
 */
export function broadcastPrompt(open: boolean): void {
  callApi(billingCalls.prompt, { body: { open }, spinner: false, catcher: true }).catch(() => undefined);
}
