import { useParams } from 'react-router';

const positiveId = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The event's and the channel's id from /event/{id}/communications/chat/{chatID}. */
export function useChatRoute(): { eventId: number; channelId: number } {
  const { id, chatID } = useParams();
  return { eventId: positiveId(id), channelId: positiveId(chatID) };
}
