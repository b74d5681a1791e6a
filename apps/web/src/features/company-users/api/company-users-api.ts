import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyUsersCalls, eventCalls, type CompanyUser, type SaveCompanyUserBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';

const companyUsersKey = ['company-users'] as const;
const companyUserKey = (userId: number) => ['company-users', userId] as const;

/** GET /api/companyUsers: the company's users and the plan's users limit. */
export function useCompanyUsers() {
  return useQuery(queryOptions({ queryKey: companyUsersKey, queryFn: ({ signal }) => callApi(companyUsersCalls.list, { signal }) }));
}

/** GET /api/companyUsers/{userId} */
export function useCompanyUser(userId: number) {
  return useQuery({
    queryKey: companyUserKey(userId),
    queryFn: ({ signal }) => callApi(companyUsersCalls.get, { params: { userId }, signal }),
    enabled: userId > 0,
  });
}

/** GET /api/events: every event of the company, for the host's events select (only owners come here). */
export function useCompanyEventOptions() {
  return useQuery({
    queryKey: ['company-users', 'event-options'],
    queryFn: ({ signal }) => callApi(eventCalls.list, { signal }),
    select: (events) => events.map((event) => ({ value: String(event.id), label: event.name })),
  });
}

/** Keeps the list and the user's own entry in step with a changed user. */
function useRemember() {
  const queryClient = useQueryClient();
  return (user: CompanyUser) => {
    queryClient.setQueryData(companyUserKey(user.id), user);
    return queryClient.invalidateQueries({ queryKey: companyUsersKey, exact: true });
  };
}

/** POST /api/companyUsers: id 0 invites; field errors come back as an ApiError with `fields`, shown by the form. */
export function useSaveCompanyUser() {
  const remember = useRemember();
  return useMutation({
    mutationFn: (body: SaveCompanyUserBody) => callApi(companyUsersCalls.save, { body, catcher: true }),
    onSuccess: remember,
  });
}

/** POST /api/companyUsers/{userId}/deactivate or /activate. */
export function useSetUserActive() {
  const remember = useRemember();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      callApi(active ? companyUsersCalls.activate : companyUsersCalls.deactivate, { params: { userId }, catcher: true }),
    onSuccess: remember,
  });
}

/** POST /api/companyUsers/{userId}/remove */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(companyUsersCalls.remove, { params: { userId }, catcher: true }),
    onSuccess: (_ok, userId) => {
      queryClient.removeQueries({ queryKey: companyUserKey(userId) });
      return queryClient.invalidateQueries({ queryKey: companyUsersKey, exact: true });
    },
  });
}

/** POST /api/companyUsers/{userId}/resendInvitation */
export function useResendInvitation() {
  return useMutation({ mutationFn: (userId: number) => callApi(companyUsersCalls.resendInvitation, { params: { userId }, catcher: true }) });
}
