import type { VerifyEmailBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

export function verifyEmail(body: VerifyEmailBody): Promise<unknown> {
  return apiRequest('/verifyEmail', { method: 'POST', body, catcher: true });
}

export function useVerifyEmail() {
  return useAuthRequest(verifyEmail);
}
