import { useRouteIds } from '@/components/routing/use-route-ids';

/** The event's and the account's id from /event/{id}/accounts/{accID}/edit; 0 for a new account. */
export function useAccountRoute(): { eventId: number; accountId: number } {
  const { id, accID } = useRouteIds('id', 'accID');
  return { eventId: id, accountId: accID };
}

/** Where the event's accounts list lives. */
export const accountsHref = (eventId: number) => `/event/${eventId}/accounts`;

/** Where one account (0: a new one) is edited. */
export const accountEditHref = (eventId: number, accountId: number) => `/event/${eventId}/accounts/${accountId}/edit`;
