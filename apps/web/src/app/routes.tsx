import { Navigate, type RouteObject } from 'react-router';
import { NotFoundScreen } from './screens/not-found-screen';
import { RootLayout } from './root-layout';

/** The route tree of SPEC §2; each route's handle carries its name and title key. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/events" replace /> },
      { path: '*', element: <NotFoundScreen />, handle: { titleKey: 'notFound.title' } },
    ],
  },
];
