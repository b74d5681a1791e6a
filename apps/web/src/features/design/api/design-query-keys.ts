/** Design queries sit under ['event', id] so that leaving the event drops them with the rest. */
export const designQueryKeys = {
  design: (eventId: number) => ['event', eventId, 'design'] as const,
  /** The same key and answer as the setup screen's GET /api/event/{id}, so both share the cache. */
  info: (eventId: number) => ['event', eventId, 'info'] as const,
};
