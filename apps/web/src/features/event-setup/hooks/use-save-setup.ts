import { ERROR_CODES, type EventInfo } from '@aula/shared';
import { ApiError } from '@/lib/api-client';
import { useSaveEvent, type MoveSessions } from '../api/save-event';
import { askSessionsDecision, showSaveResult } from '../components/setup-dialogs';
import { scheduleChanged, type SetupFormValues } from '../lib/setup-form-values';

type SaveSetupOptions = { eventId: number; saved: EventInfo | null };

const isSessionsQuestion = (error: unknown) => error instanceof ApiError && error.code === ERROR_CODES.sessionsNeedDecision;

/** Asks move-or-delete and turns the answer into the body's moveSessions; null when the user went back. */
async function decideSessions(): Promise<MoveSessions | null> {
  const decision = await askSessionsDecision();
  if (!decision) return null;
  return decision === 'move' ? '1' : '0';
}

/**
 * The save flow (docs/rules/events.md#moving-or-deleting-sessions): when the start or the end moved and the agenda has sessions, ask first
 * whether they move or go; then save, and show what the server wanted to say in a result dialog.
 * The server asks again (409) if it knows of sessions the loaded event did not mention. Answers the
 * saved event's id, or null when the user went back; a failed save rejects.
 */
export function useSaveSetup({ eventId, saved }: SaveSetupOptions) {
  const mutation = useSaveEvent();

  const send = (values: SetupFormValues, moveSessions: MoveSessions) =>
    mutation.mutateAsync({ id: eventId, values, address: values.address, conditions: saved?.conditions ?? '', moveSessions });

  const save = async (values: SetupFormValues): Promise<number | null> => {
    let moveSessions: MoveSessions = '';
    if (saved?.hasSessions && scheduleChanged(values, saved)) {
      const decided = await decideSessions();
      if (decided === null) return null;
      moveSessions = decided;
    }
    let result;
    try {
      result = await send(values, moveSessions);
    } catch (error) {
      if (!isSessionsQuestion(error) || moveSessions !== '') throw error;
      const decided = await decideSessions();
      if (decided === null) return null;
      result = await send(values, decided);
    }
    if (result.messageTitle || result.messageBody) showSaveResult(result.messageTitle, result.messageBody);
    return result.id;
  };

  return { save, saving: mutation.isPending };
}
