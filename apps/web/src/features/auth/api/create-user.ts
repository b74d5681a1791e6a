import { okSchema, type CreateUserBody, type Ok } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

/** Answers ok whether or not the address is already registered, so sign-up reveals no accounts. */
export function createUser(body: CreateUserBody): Promise<Ok> {
  return apiRequest('/createUser', { method: 'POST', body, schema: okSchema, catcher: true });
}

export function useCreateUser() {
  return useAuthRequest(createUser);
}
