import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Select, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileExport, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { orderQuestions, type Question, type QuestionAction } from '@aula/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { useLanguage } from '@/lib/use-language';
import { positiveId } from '@/lib/route-ids';
import { useExportQuestions } from '../api/export-questions';
import { useQnaRooms } from '../api/get-qna-rooms';
import { useQnaSessions } from '../api/get-qna-sessions';
import { moderateQuestion } from '../api/moderate-question';
import { useRoomQuestions } from '../hooks/use-room-questions';
import { ModerationMode } from './moderation-mode';
import { QuestionCard } from './question-card';
import { loadingProps } from '@/components/ui/loading-props';

const GROUPS = ['waiting', 'live', 'answered', 'archived'] as const;
type Group = (typeof GROUPS)[number];

const groupOf = (question: Question): Group =>
  question.status === 'pending' ? 'waiting' : question.status === 'approved' ? 'live' : question.status === 'answered' ? 'answered' : 'archived';

/**
 * /event/{id}/communications/qna (docs/rules/communications.md#questions-and-answers): a room's questions, live, for whoever runs the Q&A:
 * the ones waiting for approval, the live ones (the one being answered pinned first, then by
 * votes), the answered and the archived ones, each with its actions; the room and session are in
 * the address, so a reload or a shared link keeps them. Laid out to work on a phone.
 */
export function QnaScreen() {
  const { t } = useTranslation('qna');
  const { language } = useLanguage();
  const eventId = positiveId(useParams().id);
  const [params, setParams] = useSearchParams();
  const { data: rooms, isError: roomsFailed } = useQnaRooms(eventId);
  const { data: sessions } = useQnaSessions(eventId);
  const roomId = positiveId(params.get('room')) || (rooms?.[0]?.id ?? null);
  const sessionId = positiveId(params.get('session')) || null;
  const [group, setGroup] = useState<Group>('waiting');
  const [busy, setBusy] = useState<number | null>(null);
  const { items, status, apply } = useRoomQuestions(eventId, roomId);
  const exporting = useExportQuestions(eventId);

  const roomSessions = useMemo(() => (sessions ?? []).filter((session) => session.roomId === roomId), [sessions, roomId]);
  const sessionTitle = (id: number | null) => {
    const session = id === null ? undefined : sessions?.find((candidate) => candidate.id === id);
    return session ? (language === 'de' ? session.titleDe || session.title : session.title) : null;
  };
  const shown = items.filter((question) => sessionId === null || question.sessionId === sessionId);
  const grouped = Object.fromEntries(GROUPS.map((name) => [name, orderQuestions(shown.filter((question) => groupOf(question) === name))])) as Record<Group, Question[]>;

  const choose = (name: 'room' | 'session', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === 'room') next.delete('session');
        return next;
      },
      { replace: true },
    );

  const act = async (question: Question, action: QuestionAction) => {
    setBusy(question.id);
    try {
      apply([await moderateQuestion(eventId, question.id, action)]);
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(null);
    }
  };

  let content;
  if (roomsFailed || status === 'failed') {
    content = <Alert color="red">{t('loadFailed')}</Alert>;
  } else if (!rooms) {
    content = <Skeleton height={120} {...loadingProps(t('loading'))} />;
  } else if (rooms.length === 0) {
    content = <EmptyState icon={IconMessageQuestion} title={t('noRooms.title')} text={t('noRooms.text')} />;
  } else {
    content = (
      <Tabs value={group} onChange={(value) => value && setGroup(value as Group)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {GROUPS.map((name) => (
            <Tabs.Tab key={name} value={name} rightSection={<Badge size="sm" variant="light" circle>{grouped[name].length}</Badge>}>
              {t(`groups.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GROUPS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {status === 'loading' ? (
              <Skeleton height={120} {...loadingProps(t('loading'))} />
            ) : grouped[name].length === 0 ? (
              <Text c="dimmed">{t(`empty.${name}`)}</Text>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`groups.${name}`)}>
                {grouped[name].map((question) => (
                  <QuestionCard key={question.id} question={question} sessionTitle={sessionTitle(question.sessionId)} busy={busy === question.id} onAction={(action) => void act(question, action)} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Button
          variant="default"
          leftSection={<IconFileExport size={18} aria-hidden />}
          loading={exporting.isPending}
          disabled={roomId === null}
          onClick={() => roomId !== null && exporting.mutate(roomId)}
        >
          {t('export')}
        </Button>
      </Group>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Select
          label={t('room')}
          data={(rooms ?? []).map((room) => ({ value: String(room.id), label: (language === 'de' ? room.nameDe || room.nameEn : room.nameEn || room.nameDe) || t('unnamedRoom') }))}
          value={roomId ? String(roomId) : null}
          onChange={(value) => choose('room', value)}
          allowDeselect={false}
          disabled={!rooms || rooms.length === 0}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('session')}
          data={[{ value: '', label: t('allSessions') }, ...roomSessions.map((session) => ({ value: String(session.id), label: sessionTitle(session.id) ?? '' }))]}
          value={sessionId ? String(sessionId) : ''}
          onChange={(value) => choose('session', value)}
          allowDeselect={false}
          disabled={roomSessions.length === 0}
          w={{ base: '100%', sm: 260 }}
        />
        <ModerationMode eventId={eventId} />
      </Group>
      {content}
    </Stack>
  );
}
