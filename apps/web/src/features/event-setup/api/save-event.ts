import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls, type PlaceComponent } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import type { SetupFormValues } from '../lib/setup-form-values';
import { eventQueryKeys } from './event-query-keys';

/** '1' moves the agenda's sessions with the new dates, '0' deletes them, '' when the dates did not move. */
export type MoveSessions = '1' | '0' | '';

export type SaveEventInput = {
  id: number;
  values: SetupFormValues;
  /** From the place search, or as loaded when none was picked. */
  address: PlaceComponent[];
  /** Kept as loaded: the form has no input for it yet, and saving must not lose it. */
  conditions: string;
  moveSessions: MoveSessions;
};

/** The multipart body (docs/rules/calls.md#event-calls): every field as text, address as JSON, is_virtual=1, empty as empty text. */
export function saveEventFormData({ id, values, address, conditions, moveSessions }: SaveEventInput): FormData {
  const body = new FormData();
  const fields: Record<string, string> = {
    id: String(id),
    ...values,
    name: values.name.trim(),
    location: values.location.trim(),
    address: JSON.stringify(address),
    conditions,
    moveSessions,
    is_virtual: '1',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** POST /api/event; id 0 creates. Field errors come back as an ApiError with `fields`, shown by the form. */
export const saveEvent = (input: SaveEventInput) =>
  callApi(eventCalls.save, { body: saveEventFormData(input), catcher: true });

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    // The toolbar's name and the live state follow what was saved.
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: eventQueryKeys.all(result.id) }),
  });
}
