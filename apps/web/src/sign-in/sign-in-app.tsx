import { Button } from '@mantine/core';
import { Suspense } from 'react';
import { GlobalOverlays } from '@/components/app-frame/global-overlays';
import { NotFoundPage } from '@/components/app-frame/not-found-page';
import { useDocumentTitle } from '@/components/app-frame/use-document-title';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { authPages, type AuthPage } from '@/features/auth/routes';
import { Link } from '@/lib/page-router/link';
import { PageRouter, useLocation, useNavigate } from '@/lib/page-router/page-router';
import { PageErrorBoundary } from './page-error-boundary';

/** The sign-in pages under /auth: the public pages in the dark layout (docs/rules/screens.md#public-pages), and the not-found page. */
export function SignInApp() {
  return <PageRouter pages={authPages}>{(page) => <SignInPage page={page} />}</PageRouter>;
}

function SignInPage({ page }: { page: AuthPage | undefined }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(page ? page.titleKey : 'notFound.title');
  return (
    <>
      <GlobalOverlays
        openLogin={() => navigate('/auth/login')}
        billingLink={(label, close) => (
          <Button component={Link} to="/profile/billing" onClick={close}>
            {label}
          </Button>
        )}
      />
      <PageErrorBoundary resetKey={pathname}>
        {page ? (
          <AuthLayout>
            <Suspense fallback={null}>
              <page.Component />
            </Suspense>
          </AuthLayout>
        ) : (
          <NotFoundPage
            homeLink={(label) => (
              <Button component={Link} to="/">
                {label}
              </Button>
            )}
          />
        )}
      </PageErrorBoundary>
    </>
  );
}
