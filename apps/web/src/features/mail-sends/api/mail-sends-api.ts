import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attendeeCalls,
  eventCalls,
  mailSendCalls,
  type AttendeeSelectionInput,
  type CreateMailSendBodyInput,
  type MailOutboxQueryInput,
  type MailSend,
} from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Sends are event data: their keys start with ['event', id], so leaving the event drops them too. */
export const mailSendKeys = {
  all: (eventId: number) => ['event', eventId, 'mail-sends'] as const,
  outbox: (eventId: number, sendId: number, query: string) => ['event', eventId, 'mail-sends', 'outbox', sendId, query] as const,
  templates: (eventId: number) => ['event', eventId, 'mail-send-templates'] as const,
  count: (eventId: number, selection: string) => ['event', eventId, 'mail-send-count', selection] as const,
  event: (eventId: number) => ['event', eventId, 'mail-send-event'] as const,
  groups: (eventId: number) => ['event', eventId, 'mail-send-groups'] as const,
  accounts: (eventId: number, q: string) => ['event', eventId, 'mail-send-accounts', q] as const,
};

/** How often the outbox looks again while a send is under way. */
const RUNNING_REFETCH_MS = 3000;
const isRunning = (send: MailSend) => send.status === 'queued' || send.status === 'sending';

/** The event's dates and zone: a scheduled time is entered in the event's zone. */
export function useMailSendEvent(eventId: number) {
  return useQuery({
    queryKey: mailSendKeys.event(eventId),
    queryFn: ({ signal }) => callApi(eventCalls.get, { params: { id: eventId }, signal }),
    enabled: eventId > 0,
  });
}

export function useMailSendTemplates(eventId: number) {
  return useQuery({
    queryKey: mailSendKeys.templates(eventId),
    queryFn: ({ signal }) => callApi(mailSendCalls.templates, { params: { eventId }, signal }),
    enabled: eventId > 0,
  });
}

export function useMailSendGroups(eventId: number) {
  return useQuery({
    queryKey: mailSendKeys.groups(eventId),
    queryFn: ({ signal }) => callApi(attendeeCalls.groups, { params: { eventId }, signal, spinner: false }),
    enabled: eventId > 0,
  });
}

/** The first page of the event's accounts matching a search, for hand-picking recipients. */
export function useMailSendAccounts(eventId: number, q: string) {
  return useQuery({
    queryKey: mailSendKeys.accounts(eventId, q),
    queryFn: ({ signal }) => callApi(attendeeCalls.list, { params: { eventId }, query: { q }, signal, spinner: false }),
    enabled: eventId > 0,
    placeholderData: keepPreviousData,
  });
}

/** How many accounts the selection reaches, live as it changes; null while nothing is chosen. */
export function useRecipientCount(eventId: number, selection: AttendeeSelectionInput | null) {
  const key = JSON.stringify(selection);
  return useQuery({
    queryKey: mailSendKeys.count(eventId, key),
    queryFn: ({ signal }) => callApi(mailSendCalls.count, { params: { eventId }, body: { selection: selection! }, signal, spinner: false }),
    enabled: eventId > 0 && selection !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMailSends(eventId: number) {
  return useQuery({
    queryKey: mailSendKeys.all(eventId),
    queryFn: ({ signal }) => callApi(mailSendCalls.list, { params: { eventId }, signal, spinner: false }),
    enabled: eventId > 0,
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? RUNNING_REFETCH_MS : false),
  });
}

export function useMailOutbox(eventId: number, sendId: number, query: MailOutboxQueryInput) {
  return useQuery({
    queryKey: mailSendKeys.outbox(eventId, sendId, JSON.stringify(query)),
    queryFn: ({ signal }) => callApi(mailSendCalls.outbox, { params: { eventId, sendId }, query, signal, spinner: false }),
    enabled: eventId > 0 && sendId > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data && isRunning(current.state.data.send) ? RUNNING_REFETCH_MS : false),
  });
}

export function useCreateMailSend(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMailSendBodyInput) => callApi(mailSendCalls.create, { params: { eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailSendKeys.all(eventId) }),
  });
}

export const sendTestMail = (eventId: number, templateId: number, selection: AttendeeSelectionInput | null) =>
  callApi(mailSendCalls.test, { params: { eventId }, body: { templateId, ...(selection && { selection }) } });

export function useCancelMailSend(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sendId: number) => callApi(mailSendCalls.cancel, { params: { eventId, sendId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailSendKeys.all(eventId) }),
  });
}
