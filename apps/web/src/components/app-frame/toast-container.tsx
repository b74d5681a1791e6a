import { Notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '@aula/shared';

/** Where toasts show; its own module so that it loads with the first toast (see `AppProviders`). */
export function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DEFAULT_MS} />;
}
