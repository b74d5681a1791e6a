/** Analytics are event data: their keys start with ['event', id], so leaving the event drops them too. */
export const analyticsQueryKeys = {
  /** Every analytics answer of the event: new weights change the scores in any of them. */
  all: (eventId: number) => ['event', eventId, 'analytics'] as const,
  screen: (eventId: number, screen: string, query: string) => ['event', eventId, 'analytics', screen, query] as const,
  rooms: (eventId: number) => ['event', eventId, 'analytics-rooms'] as const,
  online: (eventId: number) => ['event', eventId, 'analytics-online'] as const,
};

/**
 * The figures grow by one written minute at a time, so an open screen asks for them again each
 * minute, and not while its tab is hidden (docs/rules/analytics.md#screens).
 */
export const FIGURES_REFRESH_MS = 60_000;
