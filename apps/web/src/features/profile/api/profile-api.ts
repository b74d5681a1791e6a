import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileCalls, type ChangeEmailBody, type ChangePasswordBody, type Profile, type ProfileForm } from '@aula/shared';
import { callApi } from '@/lib/api-call';

const profileQueryKey = ['profile'] as const;

export const profileQuery = () => queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => callApi(profileCalls.get, { signal }) });

/** GET /api/profile: the signed-in user's profile, with a pending e-mail change. */
export function useProfile() {
  return useQuery(profileQuery());
}

/** The photo part of a save: keep it, delete it, or a newly read (and maybe cropped) image. */
export type PhotoChange = { kind: 'keep' } | { kind: 'delete' } | { kind: 'new'; file: Blob; fileName: string };

export type SaveProfileInput = { values: ProfileForm; photo: PhotoChange };

/** POST /api/setUserInfo as multipart: no `image` keeps the photo, an empty one deletes it (docs/rules/calls.md#account-calls). */
export function saveProfile({ values, photo }: SaveProfileInput): Promise<Profile> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (photo.kind === 'delete') body.append('image', '');
  if (photo.kind === 'new') body.append('image', photo.file, photo.fileName);
  return callApi(profileCalls.setUserInfo, { body, catcher: true });
}

/** Saves the profile; `onSaved` lets the app refresh what shows the user elsewhere (the top bar). */
export function useSaveProfile(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      onSaved();
    },
  });
}

/** POST /api/changePassword; a wrong current password comes back as a field error. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => callApi(profileCalls.changePassword, { body, catcher: true }) });
}

/** POST /api/changeEmail; the profile then shows the pending address. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => callApi(profileCalls.changeEmail, { body, catcher: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

/** POST /api/cancelEmailChange: the pending address goes, and the link mailed to it stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(profileCalls.cancelEmailChange),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
