import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '@/lib/api-client';

/** Maps the API's field names (`username`, `first_name`…) to the form's (`email`, `firstName`…). */
export type ServerFieldNames = Record<string, string>;

/**
 * Puts the i18n keys of `ApiError.fields` next to their inputs. Returns true when at least one field
 * got an error, so the caller shows a general alert only for errors that belong to no field.
 */
export function applyServerFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fieldNames: ServerFieldNames = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const known = Object.keys(form.getValues() as Record<string, unknown>);
  let applied = false;
  for (const [serverField, key] of Object.entries(error.fields)) {
    const field = fieldNames[serverField] ?? serverField;
    if (!known.includes(field)) continue;
    form.setFieldError(field as never, key);
    applied = true;
  }
  return applied;
}
