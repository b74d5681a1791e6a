import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryCalls } from '@aula/shared';
import { libraryQueryKeys } from '@/components/media/api/library-query-keys';
import { callApi } from '@/lib/api-call';

/**
 * POST /api/library/images/{id}/delete. An image still in use is refused (409 `file_in_use`) with
 * a message naming where; the dialog shows it, so the failure is not presented twice.
 */
export const deleteLibraryImage = (id: number) =>
  callApi(libraryCalls.delete, { params: { id }, catcher: true });

export function useDeleteLibraryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryQueryKeys.images }),
  });
}
