import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from './auth-heading';
import type { LoginNotice } from './login-screen';
import { SetPasswordForm } from './set-password-form';

/** /auth/reset-password/:token, from the forgot-password e-mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [tokenInvalid, setTokenInvalid] = useState(false);

  return (
    <Stack gap="lg">
      <AuthHeading title={t('resetPassword.title')} subtitle={tokenInvalid ? undefined : t('resetPassword.subtitle')} />
      {tokenInvalid ? (
        <>
          <Alert color="red" variant="light" role="alert">
            {t('resetPassword.invalidToken')}
          </Alert>
          <Anchor component={Link} to="/auth/forgot-password" ta="center">
            {t('resetPassword.requestNew')}
          </Anchor>
        </>
      ) : (
        <SetPasswordForm
          submitLabel={t('resetPassword.submit')}
          onInvalidToken={() => setTokenInvalid(true)}
          onSubmit={async (password) => {
            await resetPassword.mutateAsync({ token, password });
            navigate('/auth/login', { replace: true, state: { notice: 'passwordReset' satisfies LoginNotice } });
          }}
        />
      )}
    </Stack>
  );
}
