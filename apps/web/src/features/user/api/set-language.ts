import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls, type Language, type UserInfo } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { userInfoQueryKey } from './get-user-info';

/** POST /api/setLanguage: stores the user's language on the server. */
export const setLanguage = (lang: Language) =>
  callApi(userCalls.setLanguage, { body: { lang }, spinner: false });

/**
 * Stores the language and keeps the cached user in step, so the UI does not switch back; then
 * reloads the user, whose licence description the server writes in the user's language.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguage,
    onMutate: (lang) => {
      queryClient.setQueryData<UserInfo>(userInfoQueryKey, (user) => (user ? { ...user, lang } : user));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
  });
}
