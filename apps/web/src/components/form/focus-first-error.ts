import type { FieldErrors } from './schema-errors';

/**
 * Moves focus to the first invalid input in the order the form shows its fields, so keyboard and
 * screen-reader users land on what needs fixing after a failed submit.
 */
export function focusFirstError(errors: FieldErrors, fieldOrder: readonly string[], formName?: string): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (!first) return;
  const path = formName ? `${formName}-${first}` : first;
  document.querySelector<HTMLElement>(`[data-path="${path}"]`)?.focus();
}
