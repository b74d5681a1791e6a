import { authTokenSchema, type AuthToken, type LoginBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';
import { useAuthRequest } from '../hooks/use-auth-request';

export function login(body: LoginBody): Promise<AuthToken> {
  return apiRequest('/login', { method: 'POST', body, schema: authTokenSchema, catcher: true });
}

export function useLogin() {
  return useAuthRequest(login);
}
