import { useMutation } from '@tanstack/react-query';
import { okSchema, type CreateUserBody, type Ok } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** Answers ok whether or not the address is already registered, so sign-up reveals no accounts. */
export function createUser(body: CreateUserBody): Promise<Ok> {
  return apiRequest('/createUser', { method: 'POST', body, schema: okSchema, catcher: true });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
