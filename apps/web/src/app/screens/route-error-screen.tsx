import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/app-frame/error-screen';

/** The console's routes' error element. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
