import { authCalls, type ForgotPasswordBody, type Ok } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

/** Answers ok whether or not the address exists, so the form reveals no accounts. */
export function forgotPassword(body: ForgotPasswordBody): Promise<Ok> {
  return callApi(authCalls.forgotPassword, { body, catcher: true });
}

export function useForgotPassword() {
  return useAuthRequest(forgotPassword);
}
