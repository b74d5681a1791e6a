import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { useParams } from '@/lib/page-router/page-router';
import { useTokenOnce } from '@/lib/use-token-once';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { errorMessage, isInvalidTokenError } from '../lib/error-message';
import { AuthHeading } from './auth-heading';

/**
 * /auth/confirm-email/:token: the link mailed to the new address of an e-mail change (docs/rules/accounts-and-sign-in.md#changing-the-e-mail-address),
 * used once on open. Afterwards the new address signs in; a used or expired link, or an
 * address another account took meanwhile, says so.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  useTokenOnce(token, confirm.mutate);

  if (confirm.status === 'success' || confirm.status === 'error') {
    const failed = confirm.status === 'error';
    const invalid = failed && isInvalidTokenError(confirm.error);
    return (
      <Stack gap="lg">
        <AuthHeading
          title={t(failed ? (invalid ? 'confirmEmail.invalidTitle' : 'confirmEmail.failedTitle') : 'confirmEmail.successTitle')}
          subtitle={invalid ? t('confirmEmail.invalidText') : undefined}
        />
        {!failed && <Text>{t('confirmEmail.successText')}</Text>}
        {failed && !invalid && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(confirm.error, t)}
          </Alert>
        )}
        <Button component={Link} to="/auth/login">
          {t('confirmEmail.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('confirmEmail.confirming')}</Text>
    </Group>
  );
}
