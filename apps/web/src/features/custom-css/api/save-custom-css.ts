import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customCssCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { customCssQueryKeys } from './custom-css-query-keys';

/** POST /api/customCss/{eventId}; problems come back as an ApiError with `problems`, listed under the editor. */
export const saveCustomCss = ({ eventId, css }: { eventId: number; css: string }) =>
  callApi(customCssCalls.save, { params: { eventId }, body: { css }, catcher: true });

export function useSaveCustomCss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomCss,
    onSuccess: (saved) => queryClient.setQueryData(customCssQueryKeys.customCss(saved.eventId), saved),
  });
}
