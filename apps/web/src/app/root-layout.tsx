import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';

/** The top of the route tree: app-wide effects that need the router. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
