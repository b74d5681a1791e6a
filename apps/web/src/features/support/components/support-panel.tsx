import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/components/chat/message-composer';
import { loadingProps } from '@/components/ui/loading-props';
import { useSupportConversation } from '../api/get-support-conversation';
import { useSendSupportMessage } from '../api/send-support-message';
import { useLiveSupportConversation } from '../hooks/use-live-support';
import { SupportMessageList } from './support-message-list';

/** Built-in support (docs/decisions/0137-built-in-support-conversations.md): the company's conversation with the product's staff. */
export function SupportPanel() {
  const { t } = useTranslation('support');
  const conversation = useSupportConversation();
  useLiveSupportConversation();
  const sendMessage = useSendSupportMessage();
  const messages = conversation.data?.messages;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {conversation.error && <Alert color="red">{t('loadFailed')}</Alert>}
      {!messages && !conversation.error && <Skeleton height={120} {...loadingProps(t('loading'))} />}
      {messages && <SupportMessageList messages={messages} label={t('conversation')} />}
      <MessageComposer label={t('write')} description={t('writeHint')} submitLabel={t('send')} send={async (body) => void (await sendMessage.mutateAsync(body))} />
    </Stack>
  );
}
