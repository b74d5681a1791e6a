import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatShownTimeInZone, type Question, type QuestionAction } from '@aula/shared';
import { useRouteIds } from '@/components/routing/use-route-ids';
import { useEventZone } from '@/lib/event-zone';

type QuestionCardProps = {
  question: Question;
  sessionTitle: string | null;
  busy: boolean;
  onAction: (action: QuestionAction) => void;
};

/** What an organiser may do to a question in its state, most likely first. */
export function actionsFor(question: Pick<Question, 'status' | 'pinned'>): QuestionAction[] {
  switch (question.status) {
    case 'pending':
      return ['approve', 'reject', 'pin'];
    case 'approved':
      return [question.pinned ? 'unpin' : 'pin', 'answer', 'archive'];
    case 'answered':
      return ['reopen', 'archive'];
    case 'archived':
    case 'rejected':
      return ['reopen'];
    case 'withdrawn':
      return [];
  }
}

/** One question for the organiser: text, asker (also when anonymous to attendees), votes, state and the actions. */
export function QuestionCard({ question, sessionTitle, busy, onAction }: QuestionCardProps) {
  const { t } = useTranslation('qna');
  const zone = useEventZone(useRouteIds('id').id);
  const asked = zone ? formatShownTimeInZone(question.createdMs, zone) : '';
  return (
    <Card withBorder padding="sm" radius="md" component="li" style={question.pinned ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          {question.pinned && <Badge color="blue">{t('status.pinned')}</Badge>}
          {question.status === 'answered' && <Badge color="green">{t('status.answered')}</Badge>}
          {question.status === 'rejected' && <Badge color="red">{t('status.rejected')}</Badge>}
          {question.status === 'withdrawn' && <Badge color="gray">{t('status.withdrawn')}</Badge>}
          {question.anonymous && <Badge variant="outline">{t('status.anonymous')}</Badge>}
          <Badge variant="light" leftSection={<IconArrowUp size={12} aria-hidden />} aria-label={t('votes', { count: question.upvotes })}>
            {question.upvotes}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.body}</Text>
        <Text size="sm" c="dimmed">
          {[question.authorName ?? t('unknownAsker'), sessionTitle, asked].filter(Boolean).join(' · ')}
        </Text>
        <Group gap="xs" wrap="wrap">
          {actionsFor(question).map((action, index) => (
            <Button key={action} size="xs" variant={index === 0 ? 'filled' : 'default'} color={action === 'reject' ? 'red' : undefined} loading={busy} onClick={() => onAction(action)}>
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
