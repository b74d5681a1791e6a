import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chatSegments, formatShownDateTimeInZone, type ChatMessage, type ChatReport } from '@aula/shared';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';
import { useChatRoute } from '../hooks/use-chat-route';

type ChatMessageRowProps = {
  message: ChatMessage;
  reports: readonly ChatReport[];
  /** Direct channels are private: the console reads them but neither pins nor writes there. */
  mayPin: boolean;
  busy: boolean;
  onDelete: (message: ChatMessage) => void;
  onPin: (message: ChatMessage, pinned: boolean) => void;
  onDismissReports: (message: ChatMessage) => void;
  /** The restriction menu of the message's author (mute, ban), when the author is an attendee. */
  restrict?: React.ReactNode;
};

/** One message in the console's live view, with its reports and the moderator's actions. */
export function ChatMessageRow({ message, reports, mayPin, busy, onDelete, onPin, onDismissReports, restrict }: ChatMessageRowProps) {
  const { t } = useTranslation('chat');
  const { language } = useLanguage();
  const zone = useEventZone(useChatRoute().eventId);
  const author = message.author.displayName || t('channel.unknownAuthor');
  return (
    <Paper withBorder p="sm" component="li" data-message-id={message.id} style={message.pinned ? { borderColor: 'var(--mantine-color-yellow-6)' } : undefined}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{author}</Text>
          {message.author.kind === 'organiser' && <Badge variant="light">{t('channel.organiser')}</Badge>}
          <Text size="sm" c="dimmed" component="time" dateTime={new Date(message.createdMs).toISOString()}>
            {zone && formatShownDateTimeInZone(message.createdMs, zone, language)}
          </Text>
          {message.editedMs !== null && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('channel.edited')}
            </Text>
          )}
          {message.pinned && (
            <Badge color="yellow" variant="light">
              {t('channel.pinned')}
            </Badge>
          )}
          {reports.length > 0 && (
            <Badge color="red" variant="light">
              {t('channel.reported', { count: reports.length })}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {chatSegments(message.body).map((segment, index) =>
            segment.kind === 'link' ? (
              <Anchor key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
                {segment.text}
              </Anchor>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </Text>
        {message.reactions.length > 0 && (
          <Group gap={6} aria-label={t('channel.reactions')}>
            {message.reactions.map((reaction) => (
              <Badge key={reaction.emoji} variant="outline" color="gray" tt="none">
                {reaction.emoji} {reaction.accountIds.length}
              </Badge>
            ))}
          </Group>
        )}
        {reports.map((report) => (
          <Text key={report.id} size="sm" c="red.8">
            {report.reason
              ? t('channel.reportBy', { name: report.reporter.displayName || t('channel.unknownAuthor'), reason: report.reason })
              : t('channel.reportByNoReason', { name: report.reporter.displayName || t('channel.unknownAuthor') })}
          </Text>
        ))}
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} disabled={busy} onClick={() => onDelete(message)}>
            {t('channel.delete')}
          </Button>
          {mayPin && (
            <Button
              size="xs"
              variant="light"
              leftSection={message.pinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />}
              disabled={busy}
              onClick={() => onPin(message, !message.pinned)}
            >
              {message.pinned ? t('channel.unpin') : t('channel.pin')}
            </Button>
          )}
          {reports.length > 0 && (
            <Button size="xs" variant="subtle" disabled={busy} onClick={() => onDismissReports(message)}>
              {t('channel.dismissReports')}
            </Button>
          )}
          {restrict}
        </Group>
      </Stack>
    </Paper>
  );
}
