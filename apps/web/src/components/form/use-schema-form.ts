import { useCallback, useRef, useState, type ChangeEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { FieldErrors } from './schema-errors';

type FlatValues = Record<string, string | boolean>;

type SchemaFormOptions<Values extends FlatValues> = {
  initialValues: Values;
  /** The errors of the given values by field, e.g. `schemaErrors(sharedSchema, values)`. */
  validate: (values: Values) => FieldErrors;
  /** What a valid form submits, e.g. the schema's parsed (trimmed) values. */
  transformValues?: (values: Values) => Values;
};

/** The props a Mantine input takes from a field, as Mantine form's `getInputProps` gives them. */
export type FieldInputProps = {
  value?: string;
  checked?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error?: ReactNode;
  'data-path': string;
};

export type SchemaForm<Values extends FlatValues> = {
  values: Values;
  getValues: () => Values;
  errors: FieldErrors;
  setFieldError: (path: string, error: ReactNode) => void;
  getInputProps: (path: keyof Values & string, options?: { type?: 'input' | 'checkbox' }) => FieldInputProps;
  submitting: boolean;
  onSubmit: (
    handleSubmit: (values: Values) => unknown,
    handleValidationFailure?: (errors: FieldErrors) => void,
  ) => (event?: SyntheticEvent<HTMLFormElement>) => void;
};

const withoutEmpty = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined && error !== null && error !== false));

/**
 * A small form of flat text and checkbox fields for the sign-in pages, which load without Mantine
 * form (docs/decisions/0028-sign-in-pages-are-their-own-entry.md). It behaves as those pages
 * used Mantine's `useForm` with `validateInputOnBlur`: a field is checked when it is left, its
 * error goes while it is edited, a submit checks every field and sends only valid values.
 */
export function useSchemaForm<Values extends FlatValues>({
  initialValues,
  validate,
  transformValues = (values) => values,
}: SchemaFormOptions<Values>): SchemaForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // Blur and submit read the values of the latest keystroke, also before React has rendered it.
  const latest = useRef(values);

  const setFieldError = useCallback((path: string, error: ReactNode) => {
    setErrors((current) => withoutEmpty({ ...current, [path]: error }));
  }, []);

  const getInputProps: SchemaForm<Values>['getInputProps'] = (path, { type = 'input' } = {}) => ({
    ...(type === 'checkbox' ? { checked: Boolean(values[path]) } : { value: String(values[path]) }),
    onChange: (event) => {
      const target = event.currentTarget;
      const value = type === 'checkbox' && target instanceof HTMLInputElement ? target.checked : target.value;
      latest.current = { ...latest.current, [path]: value };
      setValues(latest.current);
      setFieldError(path, undefined);
    },
    onBlur: () => setFieldError(path, validate(latest.current)[path]),
    error: errors[path],
    'data-path': path,
  });

  const onSubmit: SchemaForm<Values>['onSubmit'] = (handleSubmit, handleValidationFailure) => (event) => {
    event?.preventDefault();
    const found = withoutEmpty(validate(latest.current));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      handleValidationFailure?.(found);
      return;
    }
    setSubmitting(true);
    void Promise.resolve(handleSubmit(transformValues(latest.current))).finally(() => setSubmitting(false));
  };

  return { values, getValues: () => latest.current, errors, setFieldError, getInputProps, submitting, onSubmit };
}
