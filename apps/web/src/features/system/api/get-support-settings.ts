import { useQuery } from '@tanstack/react-query';
import { systemCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';

export const supportSettingsKey = ['system', 'support'] as const;

/** GET /api/system/support: the chosen support and whether the caller may change it. */
export function useSupportSettings() {
  return useQuery({
    queryKey: supportSettingsKey,
    queryFn: ({ signal }) => callApi(systemCalls.supportSettings, { signal, catcher: true }),
    retry: false,
  });
}
