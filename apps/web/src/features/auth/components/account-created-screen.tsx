import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { AuthHeading } from './auth-heading';

/** /auth/account-created: after sign-up, the account waits for the e-mailed activation link. */
export function AccountCreatedScreen() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg" align="stretch">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconMailCheck size={32} />
      </ThemeIcon>
      <AuthHeading title={t('accountCreated.title')} />
      <Text>{t('accountCreated.text')}</Text>
      <Button component={Link} to="/auth/login">
        {t('accountCreated.backToLogin')}
      </Button>
    </Stack>
  );
}
