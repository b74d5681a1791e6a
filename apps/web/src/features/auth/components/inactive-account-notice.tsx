import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '../lib/error-message';

/** The server's 'account inactive' message with a way to get a new activation link. */
export function InactiveAccountNotice({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <Alert color="orange" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={500} role="status">
            {t('login.activationSent')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="white"
            color="orange"
            loading={resend.isPending}
            onClick={() => resend.mutate({ username: email, lang: currentLanguage() })}
          >
            {t('login.resendActivation')}
          </Button>
        )}
        {resend.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(resend.error, t)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
