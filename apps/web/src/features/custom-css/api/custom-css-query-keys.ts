/** Custom CSS queries sit under ['event', id] so that leaving the event drops them with the rest. */
export const customCssQueryKeys = {
  customCss: (eventId: number) => ['event', eventId, 'custom-css'] as const,
};
