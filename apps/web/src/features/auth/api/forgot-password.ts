import { useMutation } from '@tanstack/react-query';
import { okSchema, type ForgotPasswordBody, type Ok } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** Answers ok whether or not the address exists, so the form reveals no accounts. */
export function forgotPassword(body: ForgotPasswordBody): Promise<Ok> {
  return apiRequest('/forgotPassword', { method: 'POST', body, schema: okSchema, catcher: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
