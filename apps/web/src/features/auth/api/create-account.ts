import { useMutation } from '@tanstack/react-query';
import type { SetPasswordWithTokenBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** An invited account sets its first password from the e-mailed link. */
export function createAccount(body: SetPasswordWithTokenBody): Promise<unknown> {
  return apiRequest('/createAccount', { method: 'POST', body, catcher: true });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
