import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { agendaCalls, staticDataCalls, type CreateSessionHostBody, type Language, type SaveSessionHostInput } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { agendaQueryKeys } from './agenda-query-keys';

/** The static data's key, so that the shell's copy and this one are the same cache entry. */
const staticDataKey = (eventId: number, lang: Language) => ['static-data', eventId, lang] as const;

/** GET /api/getStaticData/{eventId}: the hosts to pick from are its `session_host` list. */
export function useSessionHostOptions(eventId: number, lang: Language) {
  return useQuery({
    queryKey: staticDataKey(eventId, lang),
    queryFn: ({ signal }) => callApi(staticDataCalls.forEvent, { params: { eventId }, signal, spinner: false }),
    select: (data) => data.session_host,
    enabled: eventId > 0,
  });
}

/** GET /api/sessionHosts: the company's hosts by name (company data, shared by all its events). */
export function useSessionHosts() {
  return useQuery({
    queryKey: agendaQueryKeys.hosts(),
    queryFn: ({ signal }) => callApi(agendaCalls.hosts, { signal, spinner: false }),
  });
}

/**
 * After a host changes, what shows hosts loads anew: the hosts list and the static data of every
 * event and language (the session form's options and the agenda's host names). A deleted host
 * also leaves the sessions of all the company's events, so then every event's agenda and sessions
 * load anew too (not on add or rename: an open session form keeps its values).
 */
export function refreshAfterHostChange(queryClient: QueryClient, { sessionsChanged }: { sessionsChanged: boolean }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agendaQueryKeys.hosts() }),
    queryClient.invalidateQueries({ queryKey: ['static-data'] }),
    sessionsChanged &&
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'event' && (queryKey[2] === 'agenda' || queryKey[2] === 'agenda-session'),
      }),
  ]);
}

/** POST /api/sessionHost without an id: a new host of the company. */
export const createSessionHost = (body: CreateSessionHostBody) =>
  callApi(agendaCalls.saveHost, { body, catcher: true });

export function useCreateSessionHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSessionHost,
    onSuccess: () => refreshAfterHostChange(queryClient, { sessionsChanged: false }),
  });
}

/** POST /api/sessionHost: id 0 creates a host, another id renames it. */
export const saveSessionHost = (body: SaveSessionHostInput) =>
  callApi(agendaCalls.saveHost, { body, catcher: true });

export function useSaveSessionHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionHost,
    onSuccess: () => refreshAfterHostChange(queryClient, { sessionsChanged: false }),
  });
}

/** POST /api/deleteSessionHost: the host leaves every session of the company's events. */
export const deleteSessionHost = (hostId: number) => callApi(agendaCalls.deleteHost, { body: { host_id: hostId } });

export function useDeleteSessionHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSessionHost,
    onSuccess: () => refreshAfterHostChange(queryClient, { sessionsChanged: true }),
  });
}
