import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionHostSchema, staticDataSchema, type CreateSessionHostBody, type Language } from '@aula/shared';
import { apiRequest } from '@/lib/api-client';

/** The static data's key, so that the shell's copy and this one are the same cache entry. */
const staticDataKey = (eventId: number, lang: Language) => ['static-data', eventId, lang] as const;

/** GET /api/getStaticData/{eventId}: the hosts to pick from are its `session_host` list. */
export function useSessionHostOptions(eventId: number, lang: Language) {
  return useQuery({
    queryKey: staticDataKey(eventId, lang),
    queryFn: ({ signal }) => apiRequest(`/getStaticData/${eventId}`, { schema: staticDataSchema, signal, spinner: false }),
    select: (data) => data.session_host,
    enabled: eventId > 0,
  });
}

/** POST /api/sessionHost: a new host of the company; the static data is loaded anew. */
export const createSessionHost = (body: CreateSessionHostBody) =>
  apiRequest('/sessionHost', { method: 'POST', body, schema: sessionHostSchema, catcher: true });

export function useCreateSessionHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSessionHost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['static-data'] }),
  });
}
