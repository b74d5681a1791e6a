import type { ReactNode } from 'react';
import { useValidationTranslator } from './translate-validation';

/** Mantine form's `useForm` and the sign-in pages' `useSchemaForm` both give inputs their props this way. */
type InputPropsSource<Path, Options, Props extends { error?: ReactNode }> = {
  getInputProps: (path: Path, options?: Options) => Props;
};

type FieldOptions<Options> = Options & {
  /** Values for placeholders in the error text, e.g. the breach count. */
  errorParams?: Record<string, unknown>;
};

/** What `useFieldProps(form)` hands an input of that form: its props, with the error translated. */
export type FieldProps<Form extends { getInputProps: (...args: never[]) => { error?: ReactNode } }> = ReturnType<Form['getInputProps']> & {
  error: ReactNode;
};

/** `form.getInputProps` with the error key translated into the current language. */
export function useFieldProps<Path, Options extends object, Props extends { error?: ReactNode }>(form: InputPropsSource<Path, Options, Props>) {
  const translate = useValidationTranslator();
  return (path: Path, { errorParams, ...options }: FieldOptions<Options> = {} as FieldOptions<Options>) => {
    const props = form.getInputProps(path, options as Options);
    return { ...props, error: translate(props.error, errorParams) };
  };
}
