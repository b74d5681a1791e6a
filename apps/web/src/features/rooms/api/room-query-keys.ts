/** Rooms are event data: their keys start with ['event', id], so leaving the event drops them too. */
export const roomQueryKeys = {
  list: (eventId: number) => ['event', eventId, 'rooms'] as const,
  one: (eventId: number, roomId: number) => ['event', eventId, 'room', roomId] as const,
  booth: (eventId: number, roomId: number) => ['event', eventId, 'room', roomId, 'booth'] as const,
  leads: (eventId: number, roomId: number) => ['event', eventId, 'room', roomId, 'booth-leads'] as const,
  /** Attendees online per room (the venue's presence). */
  online: (eventId: number) => ['event', eventId, 'rooms-online'] as const,
};
