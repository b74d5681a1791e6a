import { authCalls, type Ok, type SetPasswordWithTokenBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

export function resetPassword(body: SetPasswordWithTokenBody): Promise<Ok> {
  return callApi(authCalls.resetPassword, { body, catcher: true });
}

export function useResetPassword() {
  return useAuthRequest(resetPassword);
}
