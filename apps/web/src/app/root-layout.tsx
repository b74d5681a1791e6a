import { Button } from '@mantine/core';
import { Link, Outlet, useNavigate } from 'react-router';
import { GlobalOverlays } from '@/components/app-frame/global-overlays';
import { DocumentTitle } from './document-title';

/** The top of the route tree: app-wide effects and overlays that need the router. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle />
      <GlobalOverlays
        openLogin={() => void navigate('/auth/login')}
        billingLink={(label, close) => (
          <Button component={Link} to="/profile/billing?subscribe" onClick={close}>
            {label}
          </Button>
        )}
      />
      <Outlet />
    </>
  );
}
