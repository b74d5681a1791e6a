import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailReminderCalls, type MailReminders } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Reminder settings are event data: the key starts with ['event', id]. */
const remindersKey = (eventId: number) => ['event', eventId, 'mail-reminders'] as const;

export function useMailReminders(eventId: number) {
  return useQuery({
    queryKey: remindersKey(eventId),
    queryFn: ({ signal }) => callApi(mailReminderCalls.get, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });
}

export function useSaveMailReminders(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailReminders) => callApi(mailReminderCalls.save, { params: { eventId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(remindersKey(eventId), saved),
  });
}
