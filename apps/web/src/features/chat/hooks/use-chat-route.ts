import { useRouteIds } from '@/components/routing/use-route-ids';

/** The event's and the channel's id from /event/{id}/communications/chat/{chatID}. */
export function useChatRoute(): { eventId: number; channelId: number } {
  const { id, chatID } = useRouteIds('id', 'chatID');
  return { eventId: id, channelId: chatID };
}
