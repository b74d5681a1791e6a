import { authCalls, type Ok, type VerifyEmailBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

export function verifyEmail(body: VerifyEmailBody): Promise<Ok> {
  return callApi(authCalls.verifyEmail, { body, catcher: true });
}

export function useVerifyEmail() {
  return useAuthRequest(verifyEmail);
}
