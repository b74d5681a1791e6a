import { localized } from '../../lib/localized';
import { useTexts } from '../../lib/texts-context';
import { useVenueData } from '../../signed-in/venue-data';
import { Alert } from '../../ui/alert';
import { Loading } from '../../ui/loading';
import { ChatChannelView } from './chat-channel-view';
import { useVenueChat } from './use-venue-chat';

/** The room's own chat beside its stage (docs/rules/communications.md#chat). */
export function RoomChatPanel({ roomId }: { roomId: number }) {
  const { t, lang } = useTexts();
  const { content } = useVenueData();
  const { chat, error } = useVenueChat();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!chat) return <Loading />;
  const channel = chat.channels.find((candidate) => candidate.kind === 'room' && candidate.roomId === roomId);
  const room = content.rooms.find((candidate) => candidate.id === roomId);
  if (!channel || !room) return <Alert tone="error">{t('chat.unavailable')}</Alert>;
  return (
    <ChatChannelView
      channelId={channel.id}
      direct={false}
      accountId={chat.accountId}
      moderator={chat.moderator}
      title={t('chat.roomChannel', { room: localized(lang, room.nameEn, room.nameDe) })}
    />
  );
}
