import { callPath, signInCalls, type AuthToken, type LoginBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

export function login(body: LoginBody): Promise<AuthToken> {
  return apiRequest(callPath(signInCalls.login), { method: signInCalls.login.method, body, schema: signInCalls.login.answer, catcher: true });
}

export function useLogin() {
  return useAuthRequest(login);
}
