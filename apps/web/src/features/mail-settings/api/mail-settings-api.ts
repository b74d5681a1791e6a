import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailSettingsCalls, type SaveMailSettingsInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Under ['event', id] so that leaving the event drops them with the rest. */
const mailSettingsKey = (eventId: number) => ['event', eventId, 'mail-settings'] as const;

export const mailSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: mailSettingsKey(eventId),
    queryFn: ({ signal }) => callApi(mailSettingsCalls.get, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });

/** GET /api/mailSettings/{eventId}: the event's settings, or the defaults. */
export function useMailSettings(eventId: number) {
  return useQuery(mailSettingsQuery(eventId));
}

export type MailSettingsInput = { eventId: number; body: SaveMailSettingsInput };

/** POST /api/mailSettings/{eventId}; field errors come back as an ApiError with `fields`, shown by the form. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: MailSettingsInput) => callApi(mailSettingsCalls.save, { params: { eventId }, body, catcher: true }),
    onSuccess: (settings) => queryClient.setQueryData(mailSettingsKey(settings.eventId), settings),
  });
}

/** POST /api/mailSettings/{eventId}/testMail with the form's values; a refusing server's reason comes back as the error's message. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: ({ eventId, body }: MailSettingsInput) => callApi(mailSettingsCalls.testMail, { params: { eventId }, body, catcher: true }),
  });
}
