import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { useNavigate } from '@/lib/page-router/page-router';
import { useCreateAccount } from '../api/create-account';
import type { LoginNotice } from './login-screen';
import { SetPasswordLinkScreen } from './set-password-link-screen';

/** /auth/create-account/:token: an invited person sets the first password of their account. */
export function CreateAccountScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const createAccount = useCreateAccount();

  return (
    <SetPasswordLinkScreen
      purpose="invite"
      title={t('createAccount.title')}
      subtitle={t('createAccount.subtitle')}
      submitLabel={t('createAccount.submit')}
      invalidLink={
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t('createAccount.invalidToken')}
          </Alert>
          <Anchor component={Link} to="/auth/login" ta="center">
            {t('createAccount.backToLogin')}
          </Anchor>
        </Stack>
      }
      onSubmit={async (token, password) => {
        await createAccount.mutateAsync({ token, password });
        navigate('/auth/login', { replace: true, state: { notice: 'accountCreated' satisfies LoginNotice } });
      }}
    />
  );
}
