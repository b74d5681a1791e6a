import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls, type AttendeeAccount } from '@aula/shared';
import type { ImageUpload } from '@/components/media/api/upload-library-image';
import { callApi } from '@/lib/api-call';
import { accountQueryKeys } from './account-query-keys';

/**
 * POST /api/accountPhoto/{eventId}/{accountId} (multipart `file`). A refused file comes back as an
 * ApiError whose `fields.file` is the reason, shown next to the upload.
 */
export function setAccountPhoto(eventId: number, accountId: number, { file, fileName }: ImageUpload) {
  const body = new FormData();
  body.append('file', file, fileName);
  return callApi(attendeeCalls.setPhoto, { params: { eventId, accountId }, body, catcher: true });
}

export function useSetAccountPhoto(eventId: number, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImageUpload) => setAccountPhoto(eventId, accountId, upload),
    onSuccess: (account: AttendeeAccount) => {
      queryClient.setQueryData(accountQueryKeys.one(eventId, accountId), account);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.lists(eventId) });
    },
  });
}
