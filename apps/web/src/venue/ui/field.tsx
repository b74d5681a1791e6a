import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTexts } from '../lib/texts-context';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** An i18n key of a shared rule (`validation.required`) or a sentence. */
  error?: ReactNode;
  hint?: ReactNode;
};

/** A labelled input with its hint and error, both tied to it for screen readers. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const { t } = useTexts();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <div id={`${id}-hint`} className="hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {typeof error === 'string' ? t(error) : error}
        </p>
      )}
    </div>
  );
}
