/** Chat is event data: its keys start with ['event', id], so leaving the event drops them too. */
export const chatQueryKeys = {
  channels: (eventId: number) => ['event', eventId, 'chat-channels'] as const,
  channel: (eventId: number, channelId: number) => ['event', eventId, 'chat-channel', channelId] as const,
  reports: (eventId: number, channelId: number) => ['event', eventId, 'chat-reports', channelId] as const,
  restrictions: (eventId: number) => ['event', eventId, 'restrictions'] as const,
};
