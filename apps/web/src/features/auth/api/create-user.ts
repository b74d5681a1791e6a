import { authCalls, type CreateUserBody, type Ok } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { useAuthRequest } from '../hooks/use-auth-request';

/** Answers ok whether or not the address is already registered, so sign-up reveals no accounts. */
export function createUser(body: CreateUserBody): Promise<Ok> {
  return callApi(authCalls.createUser, { body, catcher: true });
}

export function useCreateUser() {
  return useAuthRequest(createUser);
}
