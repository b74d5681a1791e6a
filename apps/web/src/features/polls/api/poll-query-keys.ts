/** The query keys of the polls feature. */
export const pollQueryKeys = {
  all: (eventId: number) => ['polls', eventId] as const,
  list: (eventId: number) => ['polls', eventId, 'list'] as const,
  one: (eventId: number, pollId: number) => ['polls', eventId, 'poll', pollId] as const,
  rooms: (eventId: number) => ['polls', eventId, 'rooms'] as const,
  sessions: (eventId: number) => ['polls', eventId, 'sessions'] as const,
};
