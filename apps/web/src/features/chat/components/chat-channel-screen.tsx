import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage, ChatReport } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useLanguage } from '@/lib/use-language';
import { useExportChatTranscript } from '../api/export-chat-transcript';
import { useChatChannel } from '../api/get-chat-channel';
import { useChatReports } from '../api/get-chat-reports';
import { useModerateChatMessage } from '../api/moderate-chat-message';
import { useChatRoute } from '../hooks/use-chat-route';
import { useLiveChat } from '../hooks/use-live-chat';
import { channelName } from '../lib/channel-name';
import { ChatComposer } from './chat-composer';
import { ChatMessageRow } from './chat-message-row';
import { RestrictAuthorMenu } from './restrict-author-menu';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * /event/{id}/communications/chat/{chatID}: a channel's live view. Organisers delete and pin
 * messages, mute or ban their authors, deal with reports, write to the channel and export the
 * transcript; every change reaches the attendees at once.
 */
export function ChatChannelScreen() {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  const { eventId, channelId } = useChatRoute();
  const channel = useChatChannel(eventId, channelId);
  const reports = useChatReports(eventId, channelId);
  const { messages, status, apply, hasOlder, loadingOlder, loadOlder } = useLiveChat(eventId, channelId);
  const moderate = useModerateChatMessage(eventId, channelId, (changed) => apply([changed]));
  const transcript = useExportChatTranscript(eventId, channelId);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);

  if (channel.isError) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('channel.title')}</Title>
        <Alert color="red">{t('channel.notFound')}</Alert>
        <BackLink eventId={eventId} />
      </Stack>
    );
  }
  const name = channel.data ? channelName(channel.data, language, t) : '';
  const direct = channel.data?.kind === 'direct';
  const reportsOf = (message: ChatMessage): ChatReport[] => (reports.data?.reports ?? []).filter((report) => report.messageId === message.id);
  const pinned = messages.filter((message) => message.pinned);
  const row = (message: ChatMessage) => (
    <ChatMessageRow
      key={message.id}
      message={message}
      reports={reportsOf(message)}
      mayPin={!direct}
      busy={moderate.isPending}
      onDelete={setDeleting}
      onPin={(target, next) => moderate.mutate({ kind: 'pin', message: target, pinned: next })}
      onDismissReports={(target) => moderate.mutate({ kind: 'dismiss', message: target })}
      restrict={
        message.author.accountId === null ? undefined : (
          <RestrictAuthorMenu eventId={eventId} accountId={message.author.accountId} name={message.author.displayName || t('channel.unknownAuthor')} />
        )
      }
    />
  );

  return (
    <Stack gap="lg">
      <BackLink eventId={eventId} />
      <Group justify="space-between" align="center">
        <Title order={1}>{name ? t('channel.titleNamed', { name }) : t('channel.title')}</Title>
        <Button variant="default" leftSection={<IconFileExport size={18} aria-hidden />} loading={transcript.isPending} onClick={() => transcript.mutate()}>
          {t('channel.transcript')}
        </Button>
      </Group>
      {channel.data && (
        <Text c="dimmed">{t('channel.summary', { count: channel.data.messageCount, reports: channel.data.openReports })}</Text>
      )}
      {pinned.length > 0 && (
        <section aria-labelledby="chat-pinned">
          <Title order={2} size="h4" id="chat-pinned" mb="xs">
            {t('channel.pinnedMessages')}
          </Title>
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {pinned.map(row)}
          </Stack>
        </section>
      )}
      <section aria-labelledby="chat-messages">
        <Title order={2} size="h4" id="chat-messages" mb="xs">
          {t('channel.messages')}
        </Title>
        {status === 'failed' && <Alert color="red">{t('channel.loadFailed')}</Alert>}
        {status === 'loading' ? (
          <Loader {...loadingProps(t('channel.loading'))} />
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('channel.messages')} aria-live="polite" aria-relevant="additions">
            {hasOlder && (
              <li>
                <Button variant="subtle" loading={loadingOlder} onClick={() => void loadOlder()}>
                  {t('channel.loadOlder')}
                </Button>
              </li>
            )}
            {messages.length === 0 && (
              <Text component="li" c="dimmed">
                {t('channel.empty')}
              </Text>
            )}
            {messages.map(row)}
          </Stack>
        )}
      </section>
      {direct ? <Text c="dimmed">{t('channel.directReadOnly')}</Text> : <ChatComposer eventId={eventId} channelId={channelId} onSent={(message) => apply([message])} />}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('channel.deleteTitle')}
        question={t('channel.deleteQuestion')}
        subject={deleting?.body}
        confirmLabel={t('channel.delete')}
        cancelLabel={t('channel.cancel')}
        deleting={moderate.isPending}
        onConfirm={() => {
          if (deleting) moderate.mutate({ kind: 'delete', message: deleting }, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function BackLink({ eventId }: { eventId: number }) {
  const { t } = useTranslation('chat');
  return (
    <Anchor component={Link} to={`/event/${eventId}/communications/chat`}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('channel.back')}
      </Group>
    </Anchor>
  );
}
