import { formatEventSpan, fixedOffset, loginFormSchema, venueCalls } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Link } from '@/lib/page-router/link';
import { useLocation } from '@/lib/page-router/page-router';
import { paths } from '../lib/paths';
import { useVenueSession, type SessionEnd } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Field } from '../ui/field';
import { useVenueSubmit } from '../ui/use-venue-submit';
import { useVenueEntry } from './use-entry';
import { useBotCheck } from './venue-bot-check';

/** E-mail and password for the event's venue, with the way to a new password. */
export function SignInPage() {
  const { code, signIn } = useVenueSession();
  const { event } = useVenueEntry();
  const { t, lang } = useTexts();
  const { state } = useLocation();
  // Why the session ended, when a signed-in page sent the attendee here.
  const notice = (state as { notice?: SessionEnd } | null)?.notice;
  const form = useSchemaForm({ initialValues: { email: '', password: '' }, validate: (values) => schemaErrors(loginFormSchema, values) });
  const botCheck = useBotCheck();
  const { submit, failure } = useVenueSubmit(form, ['email', 'password'], async (values) => {
    const body = { email: values.email.trim(), password: values.password, captcha: botCheck.token };
    const token = await venueCall(venueCalls.login, { params: { code }, body }).catch((error: unknown) => {
      botCheck.renew();
      throw error;
    });
    // Landing on the page asked for first is the router's part (venue-app.tsx), once the session is there.
    await signIn(token);
  });

  return (
    <div className="wrap narrow page">
      <h1>{t('signIn.title', { event: event.name })}</h1>
      <p className="lead">{formatEventSpan(event.startMs, event.endMs, fixedOffset(event.timezoneOffset), lang)}</p>
      {notice && <Alert tone="info">{t(`signIn.notice.${notice}`)}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className="form" noValidate onSubmit={submit}>
        <Field label={t('signIn.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Field label={t('signIn.password')} type="password" autoComplete="current-password" {...form.getInputProps('password')} />
        {botCheck.widget}
        <button type="submit" className="button" disabled={form.submitting}>
          {t('signIn.submit')}
        </button>
      </form>
      <p>
        <Link to={paths.forgotPassword(code)}>{t('signIn.forgotPassword')}</Link>
      </p>
    </div>
  );
}
