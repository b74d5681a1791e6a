import { okSchema, type Ok, type ResendVerificationBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

/** Answers ok whether or not the address exists or is already active. */
export function resendVerification(body: ResendVerificationBody): Promise<Ok> {
  return apiRequest('/resendVerification', { method: 'POST', body, schema: okSchema, catcher: true });
}

export function useResendVerification() {
  return useAuthRequest(resendVerification);
}
