/** Q&A's data is event data: its keys start with ['event', id], so leaving the event drops it too. */
export const qnaQueryKeys = {
  rooms: (eventId: number) => ['event', eventId, 'qna', 'rooms'] as const,
  sessions: (eventId: number) => ['event', eventId, 'qna', 'sessions'] as const,
};
