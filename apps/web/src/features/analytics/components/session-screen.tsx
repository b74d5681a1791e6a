import { Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsSession } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAnalyticsSession } from '../api/get-analytics-session';
import { accountHref, analyticsHref, useAnalyticsRoute } from '../hooks/use-analytics-route';
import { useDayAndPage } from '../hooks/use-day-and-page';
import { formatCount, formatDecimal, formatEventDateTime, formatEventTime } from '../lib/format';
import { seriesPoints } from '../lib/series-points';
import { AfterFirstFigures } from './after-first-figures';
import { ChartWithTable } from './chart-with-table';
import { FigureCard } from './figure-card';
import { ListPagination } from './list-pagination';
import { AnalyticsLoadFailed, AnalyticsLoading } from './load-states';

/** /event/{id}/analytics/sessions/{sessID}: one session's figures, its minute curve and who attended, 20 a page. */
export function SessionScreen() {
  const { t } = useTranslation('analytics');
  const { eventId, sessionId } = useAnalyticsRoute();
  const { page, setPage } = useDayAndPage();
  const { data, isError } = useAnalyticsSession(eventId, sessionId, page);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={analyticsHref(eventId, 'sessions')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('sessions.back')}
        </Group>
      </Anchor>
      {data ? <SessionFigures eventId={eventId} data={data} onPage={setPage} /> : isError ? <AnalyticsLoadFailed /> : <AnalyticsLoading />}
    </Stack>
  );
}

function SessionFigures({ eventId, data, onPage }: { eventId: number; data: AnalyticsSession; onPage(page: number): void }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const { session, timezoneOffset: offset, attendees } = data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{session.title}</Title>
        <Text c="dimmed">
          {`${formatEventDateTime(session.start, offset, language)}–${formatEventTime(session.end, offset)}`}
          {session.roomName && ` · ${session.roomName}`}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard label={t('figures.uniqueAttendees')} definition={t('definitions.uniqueAttendees')} value={formatCount(session.attendees, language)} />
        <FigureCard label={t('figures.peakConcurrent')} definition={t('definitions.peakConcurrent')} value={formatCount(session.peak, language)} />
        <FigureCard
          label={t('figures.averageMinutes')}
          definition={t('definitions.averageMinutes')}
          value={session.averageMinutes === null ? t('state.none') : formatDecimal(session.averageMinutes, language)}
        />
      </SimpleGrid>
      <ChartWithTable
        title={t('sessions.curve')}
        definition={t('definitions.concurrent')}
        kind="area"
        data={seriesPoints(data.curve, offset, language)}
        labelHeading={t('chart.time')}
        valueLabel={t('figures.attendees')}
      />
      <AfterFirstFigures>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('sessions.whoAttended')}
          </Title>
          {attendees.total === 0 ? (
            <Text c="dimmed">{t('sessions.nobody')}</Text>
          ) : (
            <Table aria-label={t('sessions.whoAttended')} striped>
              <Table.Thead>
                <Table.Tr>
                  {['sessions.name', 'sessions.email', 'sessions.minutes', 'sessions.firstSeen', 'sessions.lastSeen'].map((column) => (
                    <Table.Th key={column}>{t(column)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attendees.rows.map((row) => (
                  <Table.Tr key={row.accountId} data-testid="attendee-row">
                    <Table.Td>
                      <Anchor component={Link} to={accountHref(eventId, row.accountId)}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>{formatCount(row.minutes, language)}</Table.Td>
                    <Table.Td>{formatEventTime(row.firstSeen, offset)}</Table.Td>
                    <Table.Td>{formatEventTime(row.lastSeen, offset)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <ListPagination page={attendees.page} pageSize={attendees.pageSize} total={attendees.total} onPage={onPage} />
        </Stack>
      </AfterFirstFigures>
    </Stack>
  );
}
