import type { RefObject } from 'react';
import { BOOTH_LEAD_MESSAGE_MAX_LENGTH, venueBoothLeadBodySchema, type VenueBoothLeadBody } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useTexts } from '../lib/texts-context';
import { useVenueData } from '../signed-in/venue-data';
import { Alert } from '../ui/alert';
import { TextAreaField } from '../ui/field';
import { useVenueSubmit } from '../ui/use-venue-submit';

type BoothLeadFormProps = {
  sponsor: string;
  message: string;
  updating: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  onSave: (body: VenueBoothLeadBody) => Promise<void>;
  onCancel: () => void;
};

/** What the sponsor receives, an optional message and the consent, asked again with every save. */
export function BoothLeadForm({ sponsor, message, updating, heading, onSave, onCancel }: BoothLeadFormProps) {
  const { t } = useTexts();
  const { profile } = useVenueData();
  const form = useSchemaForm({ initialValues: { message, consent: false }, validate: (values) => schemaErrors(venueBoothLeadBodySchema, values) });
  const { submit, failure } = useVenueSubmit(form, ['message', 'consent'], async (values) => onSave({ message: values.message.trim(), consent: true }));
  const consent = form.getInputProps('consent', { type: 'checkbox' });
  const shared = [
    [t('booth.lead.name'), `${profile.firstName} ${profile.lastName}`.trim()],
    [t('booth.lead.email'), profile.email],
    [t('booth.lead.company'), profile.company || t('booth.lead.none')],
    [t('booth.lead.jobTitle'), profile.jobTitle || t('booth.lead.none')],
  ];
  return (
    <form className="form card booth-lead-step" noValidate onSubmit={submit} aria-labelledby="booth-lead-form-title">
      <h4 id="booth-lead-form-title" ref={heading} tabIndex={-1}>
        {t('booth.lead.shared', { sponsor })}
      </h4>
      <dl className="booth-lead-shared">
        {shared.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TextAreaField label={t('booth.lead.message')} hint={t('booth.lead.messageHint', { max: BOOTH_LEAD_MESSAGE_MAX_LENGTH })} rows={3} maxLength={BOOTH_LEAD_MESSAGE_MAX_LENGTH} {...form.getInputProps('message')} />
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            checked={consent.checked}
            onChange={consent.onChange}
            onBlur={consent.onBlur}
            data-path={consent['data-path']}
            aria-invalid={consent.error ? true : undefined}
            aria-describedby={consent.error ? 'booth-lead-consent-error' : undefined}
          />{' '}
          {t('booth.lead.consent', { sponsor })}
        </label>
        {consent.error && (
          <p id="booth-lead-consent-error" className="field-error">
            {typeof consent.error === 'string' ? t(consent.error) : consent.error}
          </p>
        )}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className="actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {updating ? t('booth.lead.saveUpdate') : t('booth.lead.leave')}
        </button>
        <button type="button" className="button link" onClick={onCancel}>
          {t('booth.lead.cancel')}
        </button>
      </p>
    </form>
  );
}
