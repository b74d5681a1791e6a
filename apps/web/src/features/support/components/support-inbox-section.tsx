import { useState } from 'react';
import { Alert, Badge, Group, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/components/chat/message-composer';
import { FormSection } from '@/components/ui/form-section';
import { loadingProps } from '@/components/ui/loading-props';
import { useAnswerSupport } from '../api/answer-support';
import { useInboxConversation } from '../api/get-inbox-conversation';
import { useSupportInbox } from '../api/get-support-inbox';
import { useLiveSupportInbox } from '../hooks/use-live-support';
import { SupportMessageList } from './support-message-list';

/** The staff's support inbox in system settings (docs/decisions/0137-built-in-support-conversations.md): companies unread first; open one to read and answer. */
export function SupportInboxSection() {
  const { t } = useTranslation('support');
  const inbox = useSupportInbox();
  useLiveSupportInbox();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const conversations = inbox.data?.conversations;
  return (
    <FormSection title={t('inbox.title')} description={t('inbox.hint')}>
      {inbox.error && <Alert color="red">{t('inbox.loadFailed')}</Alert>}
      {!conversations && !inbox.error && <Skeleton height={120} {...loadingProps(t('inbox.loading'))} />}
      {conversations && conversations.length === 0 && <Text c="dimmed">{t('inbox.none')}</Text>}
      {conversations && conversations.length > 0 && (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Stack gap={0} w={280} component="nav" aria-label={t('inbox.title')}>
            {conversations.map((entry) => (
              <NavLink
                key={entry.companyId}
                component="button"
                active={entry.companyId === companyId}
                aria-current={entry.companyId === companyId ? 'true' : undefined}
                label={entry.companyName}
                description={entry.lastMessage}
                rightSection={entry.unread > 0 ? <Badge aria-label={t('inbox.unread', { count: entry.unread })}>{entry.unread}</Badge> : undefined}
                onClick={() => setCompanyId(entry.companyId)}
              />
            ))}
          </Stack>
          {companyId !== null && <InboxConversation key={companyId} companyId={companyId} />}
        </Group>
      )}
    </FormSection>
  );
}

function InboxConversation({ companyId }: { companyId: number }) {
  const { t } = useTranslation('support');
  const conversation = useInboxConversation(companyId);
  const answer = useAnswerSupport(companyId);
  return (
    <Stack style={{ flex: 1 }}>
      {conversation.error && <Alert color="red">{t('loadFailed')}</Alert>}
      {conversation.data && <SupportMessageList messages={conversation.data.messages} label={t('conversation')} />}
      <MessageComposer label={t('inbox.answer')} submitLabel={t('send')} send={async (body) => void (await answer.mutateAsync(body))} />
    </Stack>
  );
}
