import type { SetPasswordWithTokenBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

export function resetPassword(body: SetPasswordWithTokenBody): Promise<unknown> {
  return apiRequest('/resetPassword', { method: 'POST', body, catcher: true });
}

export function useResetPassword() {
  return useAuthRequest(resetPassword);
}
