import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { useNavigate } from '@/lib/page-router/page-router';
import { useResetPassword } from '../api/reset-password';
import type { LoginNotice } from './login-screen';
import { SetPasswordLinkScreen } from './set-password-link-screen';

/** /auth/reset-password/:token, from the forgot-password e-mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();

  return (
    <SetPasswordLinkScreen
      purpose="reset"
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      submitLabel={t('resetPassword.submit')}
      invalidLink={
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" title={t('resetPassword.invalidToken')}>
            {t('resetPassword.invalidTokenHint')}
          </Alert>
          <Button component={Link} to="/auth/forgot-password">
            {t('resetPassword.requestNew')}
          </Button>
        </Stack>
      }
      onSubmit={async (token, password) => {
        await resetPassword.mutateAsync({ token, password });
        navigate('/auth/login', { replace: true, state: { notice: 'passwordReset' satisfies LoginNotice } });
      }}
    />
  );
}
