import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/page-router/link';
import { useLocation, useParams } from '@/lib/page-router/page-router';
import { AuthHeading } from './auth-heading';
import { SignupForm } from './signup-form';

/** /auth/signup/:client? (docs/rules/screens.md#public-pages); the optional segment names the client instance the account belongs to. */
export function SignupScreen() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { client } = useParams();
  return (
    <Stack gap="lg">
      <AuthHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <SignupForm instance={client ?? ''} />
      <Text ta="center" size="sm">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={{ pathname: '/auth/login', search: location.search }}>
          {t('signup.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
