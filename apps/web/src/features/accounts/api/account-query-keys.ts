/** Accounts are event data: their keys start with ['event', id], so leaving the event drops them too. */
export const accountQueryKeys = {
  /** Every cached page of the list: any change to accounts invalidates this prefix. */
  lists: (eventId: number) => ['event', eventId, 'accounts'] as const,
  list: (eventId: number, query: string) => ['event', eventId, 'accounts', query] as const,
  /** Every cached single account of the event. */
  ones: (eventId: number) => ['event', eventId, 'account'] as const,
  one: (eventId: number, accountId: number) => ['event', eventId, 'account', accountId] as const,
  groups: (eventId: number) => ['event', eventId, 'account-groups'] as const,
  registrations: (eventId: number) => ['event', eventId, 'registrations'] as const,
};
