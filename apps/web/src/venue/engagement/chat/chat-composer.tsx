import { useId, useState } from 'react';
import { safeParse } from 'zod/mini';
import { CHAT_MESSAGE_MAX_LENGTH, chatBodySchema } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { VenueApiError } from '../../lib/venue-api';
import { useTexts } from '../../lib/texts-context';

type ChatComposerProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  disabled?: boolean;
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
};

/**
 * Where a message is written or changed: checked by the shared rule before it is sent, the
 * server's refusal (a field, a mute, the rate limit) shown under it. Enter sends, Shift+Enter
 * starts a new line.
 */
export function ChatComposer({ label, submitLabel, initial = '', disabled = false, onSubmit, onCancel }: ChatComposerProps) {
  const { t } = useTexts();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    // Enter pressed again while a message is on its way would send it twice.
    if (sending) return;
    const sent = body;
    const parsed = safeParse(chatBodySchema, sent);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSubmit(parsed.data);
      // What was typed while the message was on its way stays for the next one.
      if (!initial) setBody((current) => (current === sent ? '' : current));
    } catch (caught) {
      const field = caught instanceof VenueApiError ? caught.fields.body : undefined;
      setError(field ? t(field) : errorText(caught, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        value={body}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={label}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className="chat-composer-row">
        <span className="hint" aria-live="polite">
          {body.length > CHAT_MESSAGE_MAX_LENGTH - 100 ? t('chat.charactersLeft', { count: CHAT_MESSAGE_MAX_LENGTH - body.length }) : ''}
        </span>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('chat.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={disabled || sending}>
          {submitLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
