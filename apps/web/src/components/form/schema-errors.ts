import type { ReactNode } from 'react';

/** A form's errors by field name: an i18n key of a shared rule, or a sentence. */
export type FieldErrors = Record<string, ReactNode>;

type Issue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] };
type ValidationResult = { issues?: readonly Issue[] };

/** A schema in the Standard Schema form, as zod and zod/mini schemas are. */
export type StandardSchema = { '~standard': { validate: (value: unknown) => ValidationResult | Promise<ValidationResult> } };

/**
 * The errors the shared schema finds in a form's values, the first one per field, keyed like
 * Mantine form's `schemaResolver` keys them (`a.b` for nested fields), so both kinds of form read
 * the same rules the same way.
 */
export function schemaErrors(schema: StandardSchema, values: unknown): FieldErrors {
  const result = schema['~standard'].validate(values);
  // The shared form schemas are synchronous; an async refinement would need an async form.
  if (result instanceof Promise) throw new Error('schemaErrors needs a synchronous schema');
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
