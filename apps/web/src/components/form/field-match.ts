import type { FormErrors } from '@mantine/form';

/**
 * The shared form schemas check that the confirmation equals the password in an object-level
 * refinement, which zod skips while any other field is still invalid. This adds the same shared key
 * per field, so 'Passwords are different' shows on blur even in a half-filled form.
 */
export function withConfirmationMismatch(
  errors: FormErrors,
  values: Record<string, unknown>,
  field: string,
  confirmationField: string,
): FormErrors {
  if (errors[confirmationField] || values[field] === values[confirmationField]) return errors;
  return { ...errors, [confirmationField]: 'validation.passwords_different' };
}
