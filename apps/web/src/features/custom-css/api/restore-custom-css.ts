import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customCssCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { customCssQueryKeys } from './custom-css-query-keys';

/** POST /api/customCss/{eventId}/restore/{version}: that version saved again as the newest. */
export const restoreCustomCss = ({ eventId, version }: { eventId: number; version: number }) =>
  callApi(customCssCalls.restore, { params: { eventId, version }, catcher: true });

export function useRestoreCustomCss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomCss,
    onSuccess: (saved) => queryClient.setQueryData(customCssQueryKeys.customCss(saved.eventId), saved),
  });
}
