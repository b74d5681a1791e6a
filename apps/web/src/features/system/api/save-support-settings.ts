import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemCalls, type SupportSettingsBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { clientConfigQuery } from '@/lib/client-config-query';
import { supportSettingsKey } from './get-support-settings';

/** POST /api/system/support; the console's own Help button follows at once. */
export function useSaveSupportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportSettingsBody) => callApi(systemCalls.saveSupportSettings, { body, catcher: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(supportSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: clientConfigQuery().queryKey });
    },
  });
}
