import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { IMAGE_ACCEPT, WALL_POST_MAX_LENGTH, precheckImageFile, wallCalls, wallPostBodySchema, type WallModeration, type WallPost } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { VenueApiError, venueCall } from '../../lib/venue-api';
import { Alert } from '../../ui/alert';

/**
 * Writing a post: its text and, optionally, one image (docs/rules/uploads.md#image-uploads: PNG or JPEG, at most 1 MB, checked
 * here first and by the server again). Problems show next to their field; under pre-moderation
 * the attendee is told their post waits for a moderator.
 */
export function WallComposer({ moderation, onPosted }: { moderation: WallModeration; onPosted: (post: WallPost) => void }) {
  const { t } = useTexts();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ body?: string; image?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<'pending' | null>(null);
  const [busy, setBusy] = useState(false);

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const refused = precheckImageFile(file);
    setErrors((current) => ({ ...current, image: refused ?? undefined }));
    setImage(refused ? null : file);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    const found = schemaErrors(wallPostBodySchema, { body: text });
    if (found.body) {
      setErrors((current) => ({ ...current, body: String(found.body) }));
      textRef.current?.focus();
      return;
    }
    const body = new FormData();
    body.append('body', text.trim());
    if (image) body.append('image', image, image.name);
    setBusy(true);
    try {
      const post = await venueCall(wallCalls.venuePost, { body });
      setText('');
      setImage(null);
      setErrors({});
      if (post.status === 'pending') setSent('pending');
      onPosted(post);
    } catch (error) {
      const fields = error instanceof VenueApiError ? error.fields : {};
      if (fields.body || fields.image || fields.file) setErrors({ body: fields.body, image: fields.image ?? fields.file });
      else setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const bodyDescribedBy = [`${id}-count`, moderation === 'pre' ? `${id}-moderated` : '', errors.body ? `${id}-body-error` : ''].filter(Boolean).join(' ');
  return (
    <section className="card wall-composer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wall.compose.title')}</h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${id}-body`}>{t('wall.compose.body')}</label>
          <textarea
            id={`${id}-body`}
            ref={textRef}
            name="body"
            rows={3}
            value={text}
            maxLength={WALL_POST_MAX_LENGTH}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={bodyDescribedBy}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setErrors((current) => ({ ...current, body: undefined }));
            }}
          />
          <div id={`${id}-count`} className="hint">
            {t('wall.compose.count', { used: text.length, max: WALL_POST_MAX_LENGTH })}
          </div>
          {moderation === 'pre' && (
            <div id={`${id}-moderated`} className="hint">
              {t('wall.compose.preModerated')}
            </div>
          )}
          {errors.body && (
            <p id={`${id}-body-error`} className="field-error">
              {t(errors.body)}
            </p>
          )}
        </div>
        <div className="field">
          {/* The input keeps the focus; the label after it shows it (venue.css). */}
          <input
            id={`${id}-image`}
            className="visually-hidden file-input"
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            onChange={chooseImage}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={[`${id}-image-hint`, errors.image ? `${id}-image-error` : ''].filter(Boolean).join(' ')}
          />
          <label className="button secondary" htmlFor={`${id}-image`}>
            {t(image ? 'wall.compose.changeImage' : 'wall.compose.addImage')}
          </label>
          <div id={`${id}-image-hint`} className="hint">
            {image ? t('wall.compose.imageChosen', { name: image.name }) : t('wall.compose.imageHint')}
          </div>
          {image && (
            <button type="button" className="button link" onClick={() => setImage(null)}>
              {t('wall.compose.removeImage')}
            </button>
          )}
          {errors.image && (
            <p id={`${id}-image-error`} className="field-error">
              {t(errors.image)}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('wall.compose.submit')}
        </button>
      </form>
      {sent === 'pending' && <Alert tone="info">{t('wall.compose.sentPending')}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
