import { useId, useState, type FormEvent } from 'react';
import { QUESTION_MAX_LENGTH, askQuestionBodySchema, qnaCalls, type Question } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { VenueApiError, venueCall } from '../../lib/venue-api';
import { Alert } from '../../ui/alert';

type AskQuestionFormProps = {
  roomId: number;
  /** The session on in the room now, which the question is about; null between sessions. */
  sessionId: number | null;
  moderation: 'pre' | 'post';
  onAsked: (question: Question) => void;
};

/** Asking a question in the room: the text (up to 500 characters), and whether other attendees see the name. */
export function AskQuestionForm({ roomId, sessionId, moderation, onAsked }: AskQuestionFormProps) {
  const { t } = useTexts();
  const id = useId();
  const [body, setBody] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const fieldError = schemaErrors(askQuestionBodySchema, { body, anonymous, sessionId }).body;
    if (typeof fieldError === 'string') {
      setError(fieldError);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      onAsked(await venueCall(qnaCalls.ask, { params: { roomId }, body: { body: body.trim(), anonymous, sessionId } }));
      setBody('');
    } catch (caught) {
      const fieldKey = caught instanceof VenueApiError ? caught.fields.body : undefined;
      if (fieldKey) setError(fieldKey);
      else setFailure(errorText(caught, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form qna-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="field">
        <label htmlFor={id}>{t('qna.ask.label')}</label>
        <textarea
          id={id}
          value={body}
          maxLength={QUESTION_MAX_LENGTH * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={`${id}-hint`} className="hint qna-count">
          {t('qna.ask.count', { length: body.trim().length, max: QUESTION_MAX_LENGTH })}
          {moderation === 'pre' && <> · {t('qna.ask.reviewed')}</>}
        </p>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {t(error)}
          </p>
        )}
      </div>
      <label className="check">
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} /> {t('qna.ask.anonymous')}
      </label>
      {anonymous && <p className="hint">{t('qna.ask.anonymousHint')}</p>}
      <button type="submit" className="button" disabled={sending}>
        {t('qna.ask.submit')}
      </button>
    </form>
  );
}
