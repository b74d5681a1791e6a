import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type { SubmittableForm } from './use-submit-form';

/** Maps the API's field names (`username`, `first_name`…) to the form's (`email`, `firstName`…). */
export type ServerFieldNames = Record<string, string>;

/**
 * Puts the i18n keys of `ApiError.fields` next to their inputs. Answers the errors it set, under
 * the form's field names (for `focusFirstError`), or null when none belongs to a field, so the
 * caller shows a general alert only for errors that belong to no field.
 */
export function applyServerFieldErrors<Values>(
  form: Pick<SubmittableForm<Values>, 'getValues' | 'setFieldError'>,
  error: unknown,
  fieldNames: ServerFieldNames = {},
): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const known = Object.keys(form.getValues() as Record<string, unknown>);
  const applied: Record<string, string> = {};
  for (const [serverField, key] of Object.entries(error.fields)) {
    const field = fieldNames[serverField] ?? serverField;
    if (!known.includes(field)) continue;
    form.setFieldError(field, key);
    applied[field] = key;
  }
  return Object.keys(applied).length > 0 ? applied : null;
}

/** What a form's general alert says about a failed save: the server's message, or the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('errors:generic');
}
