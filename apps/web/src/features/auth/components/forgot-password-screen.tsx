import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { currentLanguage } from '@/lib/i18n';
import { Link } from '@/lib/page-router/link';
import { useLocation } from '@/lib/page-router/page-router';
import { useClientConfig } from '../api/get-client-config';
import { useForgotPassword } from '../api/forgot-password';
import { useBotCheckToken } from '../hooks/use-bot-check-token';
import { useEmailForm } from '../hooks/use-email-form';
import { errorMessage } from '../lib/error-message';
import { AuthHeading } from './auth-heading';
import { BotCheckField } from './bot-check-field';

/** /auth/forgot-password: the answer is the same whether or not the address has an account. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const config = useClientConfig();
  const forgotPassword = useForgotPassword();
  const botCheck = useBotCheckToken();
  const form = useEmailForm();
  const field = useFieldProps(form);
  const { failure, onSubmit } = useSubmitForm({
    form,
    send: ({ email }) => forgotPassword.mutateAsync({ username: email, lang: currentLanguage(), captcha: botCheck.token }),
    handleError: () => {
      botCheck.renew();
      return false;
    },
    fieldNames: { username: 'email' },
    fieldOrder: ['email'],
    message: (error) => errorMessage(error, t),
  });

  const backToLogin = (
    <Anchor component={Link} to={{ pathname: '/auth/login', search: location.search }} ta="center" size="sm">
      {t('forgotPassword.backToLogin')}
    </Anchor>
  );

  if (forgotPassword.isSuccess) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('forgotPassword.sentTitle')} />
        <Alert color="teal" variant="light" role="status">
          {t('forgotPassword.sent')}
        </Alert>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} />
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {failure && <FormErrorAlert>{failure}</FormErrorAlert>}
          <TextInput {...field('email')} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required />
          <BotCheckField config={config.data} onToken={botCheck.setToken} resetKey={botCheck.resetKey} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      {backToLogin}
    </Stack>
  );
}
