import { mayCreateEvents } from '@aula/shared';
import { EventsScreen } from '@/features/events/components/events-screen';
import { useUserInfo } from '@/features/user/api/get-user-info';

/**
 * The events list for the signed-in user's role: a host sees no create, import, duplicate or
 * delete (docs/rules/roles-and-permissions.md#company-roles; the server refuses them anyway). Until the role is known, nothing is offered.
 */
export function EventsScreenForRole() {
  return <EventsScreen mayCreateEvents={mayCreateEvents(useUserInfo().data?.role ?? 'host')} />;
}
