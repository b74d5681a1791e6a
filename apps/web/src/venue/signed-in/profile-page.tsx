import { useState } from 'react';
import {
  ATTENDEE_COMPANY_MAX_LENGTH,
  ATTENDEE_JOB_TITLE_MAX_LENGTH,
  LANGUAGES,
  PROFILE_BIO_MAX_LENGTH,
  venueCalls,
  venueProfileBodySchema,
  venueSessionCalls,
  type Language,
} from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Link } from '@/lib/page-router/link';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useChangeLanguage, useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { rememberSessionLanguage } from '../lib/venue-session';
import { Alert } from '../ui/alert';
import { Field, TextAreaField } from '../ui/field';
import { useVenueSubmit } from '../ui/use-venue-submit';
import { PersonalData } from './personal-data';
import { ProfilePhoto } from './profile-photo';
import { useVenueData } from './venue-data';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };
const PROFILE_FIELD_ORDER = ['firstName', 'lastName', 'jobTitle', 'company', 'bio', 'hiddenFromDirectory'] as const;

/**
 * The attendee's own profile (docs/rules/venue.md#attendee-profile): photo, name, what the people
 * directory shows of them (docs/rules/venue.md#people), language, sign-out, and their personal data
 * (docs/rules/attendees.md#personal-data).
 */
export function ProfilePage() {
  const { code, forget } = useVenueSession();
  const { profile, setProfile } = useVenueData();
  const { t } = useTexts();
  const changeLanguage = useChangeLanguage();
  const [lang, setLang] = useState(profile.lang);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      company: profile.company,
      jobTitle: profile.jobTitle,
      bio: profile.bio,
      hiddenFromDirectory: profile.hiddenFromDirectory,
    },
    validate: (values) => schemaErrors(venueProfileBodySchema, { ...values, lang }),
  });
  const { submit, failure } = useVenueSubmit(form, PROFILE_FIELD_ORDER, async (values) => {
    setSaved(false);
    const body = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), company: values.company.trim(), jobTitle: values.jobTitle.trim(), bio: values.bio.trim(), lang };
    const answer = await venueCall(venueCalls.saveProfile, { body });
    rememberSessionLanguage(code, answer.lang);
    await changeLanguage(answer.lang);
    setProfile(answer);
    setSaved(true);
  });

  const signOut = async () => {
    // The session ends here whatever the server says: the attendee asked to leave.
    await venueCall(venueSessionCalls.logout).catch(() => undefined);
    forget('signedOut');
  };

  return (
    <div className="wrap narrow page">
      <h1>{t('titles.profile')}</h1>
      <ProfilePhoto />
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.details')}</h2>
        <p>
          {t('profile.email')}: <strong>{profile.email}</strong>
        </p>
        {saved && <Alert tone="info">{t('profile.saved')}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <form className="form" noValidate onSubmit={submit}>
          <Field label={t('profile.firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
          <Field label={t('profile.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
          <Field label={t('profile.jobTitle')} autoComplete="organization-title" maxLength={ATTENDEE_JOB_TITLE_MAX_LENGTH} {...form.getInputProps('jobTitle')} />
          <Field label={t('profile.company')} autoComplete="organization" maxLength={ATTENDEE_COMPANY_MAX_LENGTH} {...form.getInputProps('company')} />
          <TextAreaField label={t('profile.bio')} hint={t('profile.bioHint', { max: PROFILE_BIO_MAX_LENGTH })} rows={4} maxLength={PROFILE_BIO_MAX_LENGTH} {...form.getInputProps('bio')} />
          <label className="check">
            <input type="checkbox" {...form.getInputProps('hiddenFromDirectory', { type: 'checkbox' })} /> {t('profile.hidden')}
          </label>
          <fieldset className="choices">
            <legend>{t('profile.language')}</legend>
            {LANGUAGES.map((option) => (
              <label key={option} className="check" lang={option}>
                <input type="radio" name="lang" value={option} checked={lang === option} onChange={() => setLang(option)} /> {LANGUAGE_NAMES[option]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={form.submitting}>
            {t('profile.save')}
          </button>
        </form>
        <p>
          <Link to={paths.person(code, profile.id)}>{t('profile.viewProfile')}</Link>
        </p>
      </section>
      <section aria-labelledby="profile-session">
        <h2 id="profile-session">{t('profile.session')}</h2>
        <button type="button" className="button secondary" onClick={() => void signOut()}>
          {t('profile.signOut')}
        </button>
      </section>
      <PersonalData />
    </div>
  );
}
