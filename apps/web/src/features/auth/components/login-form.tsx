import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm as LoginValues } from '@aula/shared';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { schemaErrors } from '@/components/form/schema-errors';
import { useFieldProps } from '@/components/form/use-field-props';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useSubmitForm } from '@/components/form/use-submit-form';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { Link } from '@/lib/page-router/link';
import { useLocation } from '@/lib/page-router/page-router';
import { setAuthFromToken } from '@/lib/session/auth-store';
import { useClientConfig } from '../api/get-client-config';
import { useLogin } from '../api/login';
import { useBotCheckToken } from '../hooks/use-bot-check-token';
import { errorMessage, hasErrorCode } from '../lib/error-message';
import { BotCheckField } from './bot-check-field';

const FIELD_ORDER = ['email', 'password'] as const;

// Rarely shown, and its resend call validates with full zod: it loads when needed, keeping the login page light.
const InactiveAccountNotice = lazy(async () => ({ default: (await import('./inactive-account-notice')).InactiveAccountNotice }));

/** E-mail and password; success stores the token and switches to the account's language. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const config = useClientConfig();
  const login = useLogin();
  const botCheck = useBotCheckToken();
  const [inactiveEmail, setInactiveEmail] = useState<string>();
  const form = useSchemaForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(loginFormSchema, values),
    transformValues: (values) => loginFormSchema.parse(values),
  });
  const field = useFieldProps(form);

  const { failure, onSubmit } = useSubmitForm({
    form,
    send: async (values: LoginValues) => {
      const token = await login.mutateAsync({
        username: values.email,
        password: values.password,
        captcha: botCheck.token,
        lang: currentLanguage(),
      });
      await changeLanguage(token.lang);
      return token;
    },
    handleError: (error, values) => {
      botCheck.renew();
      setInactiveEmail(hasErrorCode(error, 'account_inactive') ? values.email : undefined);
      return false;
    },
    fieldNames: { username: 'email' },
    fieldOrder: FIELD_ORDER,
    message: (error) => errorMessage(error, t),
    // Storing the token re-renders the login screen, which sends the user on.
    onSuccess: (token) => setAuthFromToken(token),
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {failure &&
          (inactiveEmail ? (
            <Suspense fallback={<FormErrorAlert>{failure}</FormErrorAlert>}>
              <InactiveAccountNotice message={failure} email={inactiveEmail} />
            </Suspense>
          ) : (
            <FormErrorAlert>{failure}</FormErrorAlert>
          ))}
        <TextInput
          {...field('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordInput
          {...field('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
        />
        <Group justify="flex-end">
          <Anchor component={Link} size="sm" to={{ pathname: '/auth/forgot-password', search: location.search }}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <BotCheckField config={config.data} onToken={botCheck.setToken} resetKey={botCheck.resetKey} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
