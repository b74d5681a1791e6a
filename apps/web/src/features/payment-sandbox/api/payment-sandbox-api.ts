import { useMutation, useQuery } from '@tanstack/react-query';
import { paymentSandboxCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** GET /api/billing/sandbox/{checkoutId}: the plan and price the sandbox page shows. */
export function useSandboxCheckout(checkoutId: number) {
  return useQuery({
    queryKey: ['payment-sandbox', checkoutId],
    queryFn: ({ signal }) => callApi(paymentSandboxCalls.checkout, { params: { checkoutId }, signal }),
    enabled: checkoutId > 0,
  });
}

/** POST /api/billing/sandbox/{checkoutId}/pay; a refused card number comes back as the error's field. */
export function useSandboxPay() {
  return useMutation({
    mutationFn: ({ checkoutId, card }: { checkoutId: number; card: string }) =>
      callApi(paymentSandboxCalls.pay, { params: { checkoutId }, body: { card }, catcher: true }),
  });
}
