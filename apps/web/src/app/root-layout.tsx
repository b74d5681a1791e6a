import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { GlobalOverlays } from './global-overlays';

/** The top of the route tree: app-wide effects and overlays that need the router. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <GlobalOverlays />
      <Outlet />
    </>
  );
}
