import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateAccount } from '../api/create-account';
import { AuthHeading } from './auth-heading';
import type { LoginNotice } from './login-screen';
import { SetPasswordForm } from './set-password-form';

/** /auth/create-account/:token: an invited person sets the first password of their account. */
export function CreateAccountScreen() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const [tokenInvalid, setTokenInvalid] = useState(false);

  return (
    <Stack gap="lg">
      <AuthHeading title={t('createAccount.title')} subtitle={tokenInvalid ? undefined : t('createAccount.subtitle')} />
      {tokenInvalid ? (
        <>
          <Alert color="red" variant="light" role="alert">
            {t('createAccount.invalidToken')}
          </Alert>
          <Anchor component={Link} to="/auth/login" ta="center">
            {t('createAccount.backToLogin')}
          </Anchor>
        </>
      ) : (
        <SetPasswordForm
          submitLabel={t('createAccount.submit')}
          onInvalidToken={() => setTokenInvalid(true)}
          onSubmit={async (password) => {
            await createAccount.mutateAsync({ token, password });
            navigate('/auth/login', { replace: true, state: { notice: 'accountCreated' satisfies LoginNotice } });
          }}
        />
      )}
    </Stack>
  );
}
