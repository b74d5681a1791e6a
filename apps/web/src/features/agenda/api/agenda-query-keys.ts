/** Agenda data is event data: its keys start with ['event', id], so leaving the event drops it too. */
export const agendaQueryKeys = {
  agenda: (eventId: number) => ['event', eventId, 'agenda'] as const,
  session: (eventId: number, sessionId: number) => ['event', eventId, 'agenda-session', sessionId] as const,
  /** The same keys as the setup's and the rooms' screens use, so the caches are shared. */
  eventInfo: (eventId: number) => ['event', eventId, 'info'] as const,
  rooms: (eventId: number) => ['event', eventId, 'rooms'] as const,
  /** The accounts a session may name as speakers (attendee accounts of the event). */
  speakers: (eventId: number) => ['event', eventId, 'agenda-speakers'] as const,
  /** The company's session hosts are not event data: all its events share them. */
  hosts: () => ['session-hosts'] as const,
};
