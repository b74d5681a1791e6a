import { useEffect, useState } from 'react';
import { missingRegistrationFields, registerBodySchema, registrationCalls, requiredRegistrationFields, type Language, type RegistrationField, type VenueRegistrationForm } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { errorText } from '../lib/error-text';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { VenueApiError, venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Field } from '../ui/field';
import { Loading } from '../ui/loading';
import { useVenueSubmit } from '../ui/use-venue-submit';
import { useBotCheck } from './venue-bot-check';

type RegisterValues = { email: string; firstName: string; lastName: string; company: string; jobTitle: string; consent: boolean };

const FIELD_ORDER = ['email', 'firstName', 'lastName', 'company', 'jobTitle', 'consent'] as const;

/** The registration page (docs/rules/attendees.md#registration): the fields the organiser chose, the consent, then a mailed link. */
export function RegisterPage() {
  const { code } = useVenueSession();
  const { t } = useTexts();
  const [form, setForm] = useState<VenueRegistrationForm | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    venueCall(registrationCalls.form, { params: { code } }).then(
      (answer) => current && setForm(answer),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (failure instanceof VenueApiError && failure.status === 404) return <Notice title={t('register.unavailable')} />;
  if (failure) return <Notice title={t('register.title')} text={errorText(failure, t)} />;
  if (!form) return <Loading />;
  if (form.closed) return <Notice title={t('register.title')} text={t('register.closed')} />;
  return <RegisterForm settings={form} />;
}

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div className="wrap narrow page">
      <h1>{title}</h1>
      {text && <Alert tone="info">{text}</Alert>}
    </div>
  );
}

function RegisterForm({ settings }: { settings: VenueRegistrationForm }) {
  const { code } = useVenueSession();
  const { t, lang } = useTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const required = requiredRegistrationFields(settings.fields);
  const body = (values: RegisterValues, captcha: string) => ({ ...values, email: values.email.trim(), lang: lang as Language, consentVersion: settings.consentVersion, captcha });
  const form = useSchemaForm<RegisterValues>({
    initialValues: { email: '', firstName: '', lastName: '', company: '', jobTitle: '', consent: false },
    validate: (values) => {
      return { ...missingRegistrationFields(settings.fields, values), ...schemaErrors(registerBodySchema, body(values, '')) };
    },
  });
  const botCheck = useBotCheck();
  const { submit, failure } = useVenueSubmit(form, FIELD_ORDER, async (values) => {
    // The shared rule let the values through only with the consent given.
    await venueCall(registrationCalls.register, { params: { code }, body: { ...body(values, botCheck.token), consent: true } }).catch((error: unknown) => {
      botCheck.renew();
      throw error;
    });
    setSentTo(values.email.trim());
  });
  const label = (field: RegistrationField) => (required.has(field) ? t(`register.fields.${field}`) : t('register.optional', { label: t(`register.fields.${field}`) }));

  if (sentTo) return <Notice title={t('register.title')} text={t('register.sent', { email: sentTo })} />;
  const consent = form.getInputProps('consent', { type: 'checkbox' });
  return (
    <div className="wrap narrow page">
      <h1>{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className="form" noValidate onSubmit={submit}>
        <Field label={t('signIn.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        {settings.fields.map(({ field }) => (
          <Field key={field} label={label(field)} required={required.has(field)} autoComplete={AUTOCOMPLETE[field]} {...form.getInputProps(field)} />
        ))}
        <div className="field">
          <p className="consent">{settings.consentText}</p>
          <label className="check">
            <input type="checkbox" checked={consent.checked} onChange={consent.onChange} onBlur={consent.onBlur} data-path="consent" aria-invalid={consent.error ? true : undefined} aria-describedby={consent.error ? 'consent-error' : undefined} />{' '}
            {t('register.consent')}
          </label>
          {consent.error && (
            <p id="consent-error" className="field-error">
              {typeof consent.error === 'string' ? t(consent.error) : consent.error}
            </p>
          )}
        </div>
        {botCheck.widget}
        <button type="submit" className="button" disabled={form.submitting}>
          {t('register.submit')}
        </button>
      </form>
    </div>
  );
}

const AUTOCOMPLETE: Record<RegistrationField, string> = { firstName: 'given-name', lastName: 'family-name', company: 'organization', jobTitle: 'organization-title' };
