import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { useParams } from '@/lib/page-router/page-router';
import { useTokenOnce } from '@/lib/use-token-once';
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
  useTokenOnce(token, verify.mutate);

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
