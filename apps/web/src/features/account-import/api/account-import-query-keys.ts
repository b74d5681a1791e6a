/** The account import's query keys: the latest import of an event. */
export const accountImportQueryKeys = {
  latest: (eventId: number) => ['account-import', 'latest', eventId] as const,
};
