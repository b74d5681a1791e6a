import { okSchema, type ForgotPasswordBody, type Ok } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

/** Answers ok whether or not the address exists, so the form reveals no accounts. */
export function forgotPassword(body: ForgotPasswordBody): Promise<Ok> {
  return apiRequest('/forgotPassword', { method: 'POST', body, schema: okSchema, catcher: true });
}

export function useForgotPassword() {
  return useAuthRequest(forgotPassword);
}
