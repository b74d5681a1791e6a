import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { libraryQueryKeys } from './library-query-keys';

/** What is sent: the chosen file, or a cropped copy of it with the original name. */
export type ImageUpload = { file: Blob; fileName: string };

/**
 * POST /api/library/images (multipart `file`). A refused file comes back as an ApiError whose
 * `fields.file` is the reason; the caller shows it next to the upload.
 */
export function uploadLibraryImage({ file, fileName }: ImageUpload) {
  const body = new FormData();
  body.append('file', file, fileName);
  return callApi(libraryCalls.upload, { body, catcher: true });
}

export function useUploadLibraryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLibraryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryKeys.images }),
  });
}
