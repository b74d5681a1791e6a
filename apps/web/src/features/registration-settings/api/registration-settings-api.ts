import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendeeCalls, registrationCalls, type SaveRegistrationSettingsBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Under ['event', id] so that leaving the event drops them with the rest. */
const registrationSettingsKey = (eventId: number) => ['event', eventId, 'registration-settings'] as const;

const registrationSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationSettingsKey(eventId),
    queryFn: ({ signal }) => callApi(registrationCalls.settings, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });

/** GET /api/registrationSettings/{eventId}: the event's access and registration settings, or the defaults. */
export function useRegistrationSettings(eventId: number) {
  return useQuery(registrationSettingsQuery(eventId));
}

/** POST /api/registrationSettings/{eventId}; field errors come back as an ApiError with `fields`, shown by the form. */
export function useSaveRegistrationSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRegistrationSettingsBody) => callApi(registrationCalls.saveSettings, { params: { eventId }, body, catcher: true }),
    onSuccess: (settings) => queryClient.setQueryData(registrationSettingsKey(eventId), settings),
  });
}

/** GET /api/accountGroups/{eventId}: the groups the event's accounts use, offered as the directory's public groups. */
export function useAccountGroupOptions(eventId: number) {
  return useQuery({
    queryKey: ['event', eventId, 'account-groups'] as const,
    queryFn: ({ signal }) => callApi(attendeeCalls.groups, { params: { eventId }, signal, spinner: false }),
    enabled: eventId > 0,
  });
}
