import type { GetInputPropsOptions, LooseKeys, UseFormReturnType } from '@mantine/form';
import { useValidationTranslator } from './translate-validation';

type FieldOptions = GetInputPropsOptions & {
  /** Values for placeholders in the error text, e.g. the breach count. */
  errorParams?: Record<string, unknown>;
};

/** `form.getInputProps` with the error key translated into the current language. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const translate = useValidationTranslator();
  return (path: LooseKeys<Values>, { errorParams, ...options }: FieldOptions = {}) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: translate(props.error, errorParams) };
  };
}
