import type { SetPasswordWithTokenBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

/** An invited account sets its first password from the e-mailed link. */
export function createAccount(body: SetPasswordWithTokenBody): Promise<unknown> {
  return apiRequest('/createAccount', { method: 'POST', body, catcher: true });
}

export function useCreateAccount() {
  return useAuthRequest(createAccount);
}
