/**
 * Every query about one event starts with ['event', id], so that leaving the event (or switching
 * to another id) can drop all of it at once (docs/rules/events.md#leaving-an-event).
 */
export const eventQueryKeys = {
  all: (eventId: number) => ['event', eventId] as const,
  info: (eventId: number) => ['event', eventId, 'info'] as const,
  shortInfo: (eventId: number) => ['event', eventId, 'short-info'] as const,
};
