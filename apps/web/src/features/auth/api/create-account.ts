import { authCalls, type Ok, type SetPasswordWithTokenBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

/** An invited account sets its first password from the e-mailed link. */
export function createAccount(body: SetPasswordWithTokenBody): Promise<Ok> {
  return callApi(authCalls.createAccount, { body, catcher: true });
}

export function useCreateAccount() {
  return useAuthRequest(createAccount);
}
