import { useMutation } from '@tanstack/react-query';
import type { SetPasswordWithTokenBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(body: SetPasswordWithTokenBody): Promise<unknown> {
  return apiRequest('/resetPassword', { method: 'POST', body, catcher: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
