import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@aula/shared';
import { MessageComposer } from '@/components/chat/message-composer';
import { postChatMessage } from '../api/moderate-chat-message';

/** The organisers' message box under a channel. */
export function ChatComposer({ eventId, channelId, onSent }: { eventId: number; channelId: number; onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation('chat');
  return (
    <MessageComposer
      label={t('channel.writeLabel')}
      description={t('channel.writeHint')}
      submitLabel={t('channel.send')}
      send={async (body) => onSent(await postChatMessage(eventId, channelId, body))}
    />
  );
}
