import { profileCalls, type ConfirmEmailChangeBody, type Ok } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

/** POST /api/confirmEmailChange: the link mailed to the new address of an e-mail change. */
export function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<Ok> {
  return callApi(profileCalls.confirmEmailChange, { body, catcher: true });
}

export function useConfirmEmailChange() {
  return useAuthRequest(confirmEmailChange);
}
