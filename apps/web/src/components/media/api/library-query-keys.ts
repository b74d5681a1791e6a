/** The company's image library is account data, not an event's: its keys start with ['library']. */
export const libraryQueryKeys = {
  all: ['library'] as const,
  images: ['library', 'images'] as const,
};
