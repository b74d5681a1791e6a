import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls } from '@aula/shared';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/api-call';
import { eventsQueryKey } from './get-events';

export type ImportProblem = { path: string; reason: string };

/** What an import ends in: the new event's id, or everything that was wrong with the file. */
export type ImportOutcome = { ok: true; id: number | null } | { ok: false; message: string; problems: ImportProblem[] };

/**
 * POST /api/importEvent with one JSON file. A refused file is an answer, not a failure: it comes
 * back as the list of problems (path and reason) so the screen can show every one of them.
 */
export async function importEvent(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const result = await callApi(eventCalls.import, { body, catcher: true });
    if (result.status === 'success') return { ok: true, id: result.id ?? null };
    return { ok: false, message: result.errorMessage ?? '', problems: result.problems ?? [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const problems = Object.entries(error.fields ?? {}).map(([path, reason]) => ({ path, reason }));
      return { ok: false, message: error.message, problems };
    }
    throw error;
  }
}

export function useImportEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEvent,
    onSuccess: (outcome) => (outcome.ok ? queryClient.invalidateQueries({ queryKey: eventsQueryKey }) : undefined),
  });
}
