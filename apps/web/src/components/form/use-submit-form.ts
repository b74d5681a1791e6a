import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { showSavedToast } from '@/components/ui/toasts';
import { focusFirstError } from './focus-first-error';
import type { FieldErrors } from './schema-errors';
import { applyServerFieldErrors, failureMessage, type ServerFieldNames } from './server-field-errors';

/** Go on (true), stop because a field was marked already (false), or stop and show this text in the alert. */
export type SubmitVerdict = boolean | string;

/** What the submit needs of a form: Mantine's `useForm` has it, and so has the sign-in pages' `useSchemaForm`. */
export type SubmittableForm<Values> = {
  getValues: () => Values;
  setFieldError: (path: string, error: ReactNode) => void;
  onSubmit: (
    handleSubmit: (values: Values) => Promise<void>,
    handleValidationFailure: (errors: FieldErrors) => void,
  ) => (event?: SyntheticEvent<HTMLFormElement>) => void;
};

/** A form that can take the values the server stored as its clean state (Mantine's `useForm`). */
type ResettableForm<Values> = SubmittableForm<Values> & {
  setValues: (values: Values) => void;
  resetDirty: (values: Values) => void;
};

type CommonOptions<Values, Result> = {
  /** Sends the values, usually through a mutation's `mutateAsync`; a rejection is a failed save. */
  send: (values: Values) => Promise<Result>;
  /** Checks that need more than the form's rules (an async estimate, a confirmation); run before sending. */
  check?: (values: Values) => SubmitVerdict | Promise<SubmitVerdict>;
  /** The form's own answer to some errors, asked first: true when it handled the error, a text to show in the alert, or false to go on. */
  handleError?: (error: unknown, values: Values) => boolean | string;
  /** API field names that differ from the form's (`username` -> `email`). */
  fieldNames?: ServerFieldNames;
  /** The order the form shows its fields: focus moves to the first invalid one, whoever found it. */
  fieldOrder?: readonly string[];
  /** The alert's text for an error that belongs to no field; the server's message by default. */
  message?: (error: unknown) => string;
  /** Says 'Changes are saved' after a save. */
  savedToast?: boolean;
  onSuccess?: (result: Result, values: Values) => void;
};

export type SubmitFormOptions<Values, Result> = CommonOptions<Values, Result> &
  (
    | { form: SubmittableForm<Values>; resetTo?: undefined }
    | {
        form: ResettableForm<Values>;
        /** The values the form shows after a save (as the server stored them); they become its clean state. */
        resetTo: (result: Result, values: Values) => Values;
      }
  );

export type SubmitForm<Values> = {
  /** The alert's text for the last failed submit that belongs to no field, or null. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /** The whole submit of valid values, for a form that wires `form.onSubmit` itself. */
  handleSubmit: (values: Values) => Promise<void>;
  /** The `<form onSubmit>` handler: validates, focuses the first invalid field, then `handleSubmit`. */
  onSubmit: (event?: SyntheticEvent<HTMLFormElement>) => void;
};

/**
 * One submit for every form that saves through the API: clear the alert, run the extra checks,
 * send, and on failure put the server's field errors next to their inputs (focusing the first) or
 * say the rest in the form's alert; on success keep what the server stored, say so, and go on.
 */
export function useSubmitForm<Values, Result>(options: SubmitFormOptions<Values, Result>): SubmitForm<Values> {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, fieldOrder } = options;

  const handleSubmit = async (values: Values): Promise<void> => {
    const { send, check, handleError, fieldNames, message = failureMessage, savedToast, onSuccess } = options;
    setFailure(null);
    if (check) {
      const verdict = await check(values);
      if (typeof verdict === 'string') setFailure(verdict);
      if (verdict !== true) return;
    }
    let result: Result;
    try {
      result = await send(values);
    } catch (error) {
      const handled = handleError?.(error, values) ?? false;
      if (typeof handled === 'string') setFailure(handled);
      if (handled !== false) return;
      const fieldErrors = applyServerFieldErrors(form, error, fieldNames);
      if (fieldErrors) {
        if (fieldOrder) focusFirstError(fieldErrors, fieldOrder);
        return;
      }
      setFailure(message(error));
      return;
    }
    if (options.resetTo) {
      const kept = options.resetTo(result, values);
      options.form.setValues(kept);
      options.form.resetDirty(kept);
    }
    if (savedToast) showSavedToast();
    onSuccess?.(result, values);
  };

  const focusInvalid = (errors: FieldErrors) => {
    if (fieldOrder) focusFirstError(errors, fieldOrder);
  };

  return { failure, setFailure, handleSubmit, onSubmit: form.onSubmit(handleSubmit, focusInvalid) };
}
