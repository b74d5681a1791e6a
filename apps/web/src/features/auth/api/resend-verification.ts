import { authCalls, type Ok, type ResendVerificationBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

/** Answers ok whether or not the address exists or is already active. */
export function resendVerification(body: ResendVerificationBody): Promise<Ok> {
  return callApi(authCalls.resendVerification, { body, catcher: true });
}

export function useResendVerification() {
  return useAuthRequest(resendVerification);
}
