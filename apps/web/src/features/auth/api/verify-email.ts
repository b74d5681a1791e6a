import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

export function verifyEmail(body: VerifyEmailBody): Promise<unknown> {
  return apiRequest('/verifyEmail', { method: 'POST', body, catcher: true });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
