import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { useParams } from '@/lib/page-router/page-router';
import { useVerifyEmail } from '../api/verify-email';
import { errorMessage, isInvalidTokenError } from '../lib/error-message';
import { AuthHeading } from './auth-heading';
import { ResendActivationForm } from './resend-activation-form';

/**
 * /auth/email-verification/:token: activates the account once on open. A used, expired or cut-off
 * link says so and offers a new activation mail; other failures show their message.
 */
export function EmailVerificationScreen() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // A verification token is single-use: StrictMode's second effect run must not send it again.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [mutate, token]);

  if (verify.isSuccess) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('emailVerification.successTitle')} />
        <Text>{t('emailVerification.successText')}</Text>
        <Button component={Link} to="/auth/login">
          {t('emailVerification.signIn')}
        </Button>
      </Stack>
    );
  }

  if (verify.isError && isInvalidTokenError(verify.error)) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('emailVerification.invalidTitle')} subtitle={t('emailVerification.invalidText')} />
        <ResendActivationForm />
        <Anchor component={Link} to="/auth/login" ta="center">
          {t('emailVerification.alreadyActive')}
        </Anchor>
      </Stack>
    );
  }

  if (verify.isError) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('emailVerification.failedTitle')} />
        <Alert color="red" variant="light" role="alert">
          {errorMessage(verify.error, t)}
        </Alert>
        <ResendActivationForm />
      </Stack>
    );
  }

  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('emailVerification.verifying')}</Text>
    </Group>
  );
}
