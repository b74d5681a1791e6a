import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORCED_LOGOUT_BELOW_MS } from '@aula/shared';
import { Link } from '@/lib/page-router/link';
import { Navigate, useLocation } from '@/lib/page-router/page-router';
import { useAuth } from '@/lib/session/auth-store';
import type { AuthState } from '@/lib/session/stored-auth';
import { safeRedirectTarget } from '../lib/safe-redirect';
import { AuthHeading } from './auth-heading';
import { LoginForm } from './login-form';

/** Notices other screens hand over when they send the user here (see `navigate(..., {state})`). */
export type LoginNotice = 'passwordReset' | 'accountCreated';

function hasUsableSession(auth: AuthState | null): boolean {
  return auth !== null && auth.expiresAt - Date.now() > FORCED_LOGOUT_BELOW_MS;
}

/** /auth/login (docs/rules/screens.md#public-pages): a stored session goes straight on; otherwise the sign-in form. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const auth = useAuth();
  const target = safeRedirectTarget(location.search);
  const notice = (location.state as { notice?: LoginNotice } | null)?.notice;

  if (hasUsableSession(auth)) return <Navigate to={target} replace />;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {notice && (
        <Alert color="teal" variant="light" role="status">
          {t(`notices.${notice}`)}
        </Alert>
      )}
      <LoginForm />
      <Text ta="center" size="sm">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={{ pathname: '/auth/signup', search: location.search }}>
          {t('login.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
}
