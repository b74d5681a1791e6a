/** Navigation queries sit under ['event', id] so that leaving the event drops them with the rest. */
export const navigationQueryKeys = {
  navigation: (eventId: number) => ['event', eventId, 'navigation'] as const,
};
