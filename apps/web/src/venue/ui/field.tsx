import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTexts } from '../lib/texts-context';

type FieldFrameProps = {
  label: string;
  /** An i18n key of a shared rule (`validation.required`) or a sentence. */
  error?: ReactNode;
  hint?: ReactNode;
};

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldFrameProps;
type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldFrameProps;

/** A labelled input with its hint and error, both tied to it for screen readers. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

/** A labelled text area, tied to its hint and error as `Field` is. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldFrame>
  );
}

type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

function FieldFrame({ label, error, hint, children }: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const { t } = useTexts();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
