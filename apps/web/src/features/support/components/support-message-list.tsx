import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserZone, formatShownDateTimeInZone, type SupportMessage } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';

/** A support conversation's messages, oldest first, as a log that screen readers follow. */
export function SupportMessageList({ messages, label }: { messages: readonly SupportMessage[]; label: string }) {
  const { t } = useTranslation('support');
  const { language } = useLanguage();
  if (messages.length === 0) return <Text>{t('empty')}</Text>;
  return (
    <Stack gap="xs" role="log" aria-label={label}>
      {messages.map((message) => (
        <Paper key={message.id} withBorder p="xs" bg={message.fromStaff ? 'var(--mantine-color-blue-light)' : undefined}>
          <Text size="xs" c="dimmed">
            {message.fromStaff && !message.authorName ? t('fromSupport') : message.authorName} ·{' '}
            {formatShownDateTimeInZone(Date.parse(message.createdAt), browserZone, language)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
