import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryCalls, type ImageShape } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { libraryQueryKeys } from './library-query-keys';

/** What is sent: the chosen file, or a cropped copy of it with the original name. */
export type ImageUpload = { file: Blob; fileName: string };

/**
 * POST /api/library/images (multipart `file`), square for a square slot. A refused file comes back
 * as an ApiError whose `fields.file` is the reason; the caller shows it next to the upload.
 */
export function uploadLibraryImage({ file, fileName }: ImageUpload, shape: ImageShape) {
  const body = new FormData();
  body.append('file', file, fileName);
  return callApi(libraryCalls.upload, { query: { shape }, body, catcher: true });
}

export function useUploadLibraryImage(shape: ImageShape) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImageUpload) => uploadLibraryImage(upload, shape),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryKeys.images }),
  });
}
