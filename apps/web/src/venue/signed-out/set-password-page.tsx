import { useEffect, useState } from 'react';
import { venueCalls, venueSetPasswordBodySchema, type AttendeeToken, type CallBody, type VenueInvitation } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Link } from '@/lib/page-router/link';
import { useNavigate, useParams } from '@/lib/page-router/page-router';
import { errorText } from '../lib/error-text';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useChangeLanguage, useTexts } from '../lib/texts-context';
import { VenueApiError, venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Field } from '../ui/field';
import { Loading } from '../ui/loading';
import { useVenueSubmit } from '../ui/use-venue-submit';
import { PasswordRules } from './password-rules';

/** The mailed personal invitation (docs/rules/attendees.md#attendee-sign-in): whom it is for, a first password, then straight into the venue. */
export function InvitationPage() {
  const { code } = useVenueSession();
  const { token = '' } = useParams();
  const { t } = useTexts();
  const [invitation, setInvitation] = useState<VenueInvitation | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const changeLanguage = useChangeLanguage();

  useEffect(() => {
    let current = true;
    venueCall(venueCalls.invitation, { params: { code }, body: { token } }).then(
      (answer) => {
        if (!current) return;
        // The page speaks the invited account's language, as their mail did.
        void changeLanguage(answer.lang);
        setInvitation(answer);
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [code, token, changeLanguage]);

  if (failure) return <LinkFailed error={failure} />;
  if (!invitation) return <Loading />;
  return (
    <SetPasswordForm
      title={t('invitation.title', { name: invitation.firstName })}
      intro={t('invitation.intro', { email: invitation.email })}
      submitLabel={t('invitation.submit')}
      token={token}
      send={(body) => venueCall(venueCalls.acceptInvitation, { params: { code }, body })}
    />
  );
}

/** The mailed reset link: a new password, then into the venue. */
export function ResetPasswordPage() {
  const { code } = useVenueSession();
  const { token = '' } = useParams();
  const { t } = useTexts();
  return (
    <SetPasswordForm
      title={t('resetPassword.title')}
      intro={t('resetPassword.intro')}
      submitLabel={t('resetPassword.submit')}
      token={token}
      send={(body) => venueCall(venueCalls.resetPassword, { params: { code }, body })}
    />
  );
}

type SetPasswordFormProps = {
  title: string;
  intro: string;
  submitLabel: string;
  token: string;
  send: (body: CallBody<typeof venueCalls.resetPassword>) => Promise<AttendeeToken>;
};

function SetPasswordForm({ title, intro, submitLabel, token, send }: SetPasswordFormProps) {
  const { code, signIn } = useVenueSession();
  const { t } = useTexts();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const [linkFailure, setLinkFailure] = useState<unknown>(null);
  const form = useSchemaForm({ initialValues: { password: '' }, validate: ({ password }) => schemaErrors(venueSetPasswordBodySchema, { token, password }) });
  const { submit, failure } = useVenueSubmit(form, ['password'], async ({ password }) => {
    try {
      await signIn(await send({ token, password }));
    } catch (error) {
      // A used, expired or unknown link: nothing on this page can fix it.
      if (error instanceof VenueApiError && [400, 404, 410].includes(error.status) && !error.fields.password) {
        setLinkFailure(error);
        return;
      }
      throw error;
    }
    navigate(paths.home(code), { replace: true });
  });

  if (linkFailure) return <LinkFailed error={linkFailure} />;
  return (
    <div className="wrap narrow page">
      <h1>{title}</h1>
      <p>{intro}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label={t('setPassword.password')}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          hint={<PasswordRules password={form.values.password} />}
          {...form.getInputProps('password')}
        />
        <label className="check">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.currentTarget.checked)} /> {t('setPassword.show')}
        </label>
        <button type="submit" className="button" disabled={form.submitting}>
          {submitLabel}
        </button>
      </form>
    </div>
  );
}

function LinkFailed({ error }: { error: unknown }) {
  const { code } = useVenueSession();
  const { t } = useTexts();
  return (
    <div className="wrap narrow page">
      <h1>{t('linkFailed.title')}</h1>
      <Alert tone="error">{errorText(error, t)}</Alert>
      <p>{t('linkFailed.text')}</p>
      <p>
        <Link to={paths.forgotPassword(code)}>{t('linkFailed.newLink')}</Link>
      </p>
    </div>
  );
}
