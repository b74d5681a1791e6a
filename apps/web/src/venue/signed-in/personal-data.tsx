import { useState } from 'react';
import { venueCalls, venueEraseBodySchema } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { errorText } from '../lib/error-text';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { venueCall, venueDownload } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Field } from '../ui/field';
import { useVenueSubmit } from '../ui/use-venue-submit';

/** Hands a downloaded file to the browser to save. */
function saveFile(data: Blob, filename: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The attendee's own personal data (docs/rules/attendees.md#personal-data): everything held about them as a JSON file, and
 * erasing it, which they confirm with their password; then the session ends.
 */
export function PersonalData() {
  const { code, forget } = useVenueSession();
  const { t } = useTexts();
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm({ initialValues: { confirmation: '' }, validate: (values) => (values.confirmation.trim() ? schemaErrors(venueEraseBodySchema, values) : { confirmation: 'validation.required' }) });
  const { submit, failure } = useVenueSubmit(form, ['confirmation'], async ({ confirmation }) => {
    await venueCall(venueCalls.erase, { body: { confirmation } });
    forget('erased');
  });

  const download = async () => {
    setDownloadFailure(null);
    try {
      const { data, filename } = await venueDownload(venueCalls.exportData);
      saveFile(data, filename ?? `aula-${code}-my-data.json`);
    } catch (error) {
      setDownloadFailure(errorText(error, t));
    }
  };

  return (
    <section aria-labelledby="personal-data">
      <h2 id="personal-data">{t('profile.personalData.title')}</h2>
      <p>{t('profile.personalData.intro')}</p>
      {downloadFailure && <Alert tone="error">{downloadFailure}</Alert>}
      <p className="actions">
        <button type="button" className="button secondary" onClick={() => void download()}>
          {t('profile.personalData.download')}
        </button>
        <button type="button" className="button danger" aria-expanded={confirming} aria-controls="erase-confirmation" onClick={() => setConfirming(!confirming)}>
          {t('profile.personalData.erase')}
        </button>
      </p>
      {confirming && (
        <div id="erase-confirmation" className="card danger-zone">
          <h3>{t('profile.personalData.eraseTitle')}</h3>
          <p>{t('profile.personalData.eraseText')}</p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <form className="form" noValidate onSubmit={submit}>
            <Field label={t('profile.personalData.confirmation')} type="password" autoComplete="current-password" {...form.getInputProps('confirmation')} />
            <p className="actions">
              <button type="submit" className="button danger" disabled={form.submitting}>
                {t('profile.personalData.eraseConfirm')}
              </button>
              <button type="button" className="button link" onClick={() => setConfirming(false)}>
                {t('profile.personalData.cancel')}
              </button>
            </p>
          </form>
        </div>
      )}
    </section>
  );
}
