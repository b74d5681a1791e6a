import { useState } from 'react';
import { venueCalls, venueForgotPasswordBodySchema } from '@aula/shared';
import { schemaErrors } from '@/components/form/schema-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Link } from '@/lib/page-router/link';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Field } from '../ui/field';
import { useVenueSubmit } from '../ui/use-venue-submit';
import { useBotCheck } from './venue-bot-check';

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { code } = useVenueSession();
  const { t } = useTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({ initialValues: { email: '' }, validate: (values) => schemaErrors(venueForgotPasswordBodySchema, values) });
  const botCheck = useBotCheck();
  const { submit, failure } = useVenueSubmit(form, ['email'], async ({ email }) => {
    await venueCall(venueCalls.forgotPassword, { params: { code }, body: { email: email.trim(), captcha: botCheck.token } }).catch((error: unknown) => {
      botCheck.renew();
      throw error;
    });
    setSentTo(email.trim());
  });

  return (
    <div className="wrap narrow page">
      <h1>{t('forgotPassword.title')}</h1>
      {sentTo ? (
        <Alert tone="info">{t('forgotPassword.sent', { email: sentTo })}</Alert>
      ) : (
        <>
          <p>{t('forgotPassword.intro')}</p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <form className="form" noValidate onSubmit={submit}>
            <Field label={t('signIn.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            {botCheck.widget}
            <button type="submit" className="button" disabled={form.submitting}>
              {t('forgotPassword.submit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={paths.signIn(code)}>{t('forgotPassword.back')}</Link>
      </p>
    </div>
  );
}
