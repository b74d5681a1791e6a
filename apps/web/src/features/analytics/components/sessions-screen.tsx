import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANALYTICS_TABLE_COLUMNS, type AnalyticsColumnKey, type AnalyticsSessions } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAnalyticsSessions } from '../api/get-analytics-sessions';
import { analyticsHref, useAnalyticsRoute } from '../hooks/use-analytics-route';
import { useDayAndPage } from '../hooks/use-day-and-page';
import { formatEventDateTime, formatEventTime, formatFigure } from '../lib/format';
import { AnalyticsPage } from './analytics-page';
import { FigureHeaderRow, type FigureColumn } from './definition-info';
import { ExportButtons } from './export-buttons';
import { ListPagination } from './list-pagination';
import { AnalyticsLoadFailed, AnalyticsLoading } from './load-states';

/** The export's columns the row shows as the session's name, room and slot; its figures follow in the export's order. */
const LEADING_KEYS = ['title', 'roomName', 'start', 'end'] as const satisfies readonly AnalyticsColumnKey<'sessions'>[];
type SessionColumn = (typeof ANALYTICS_TABLE_COLUMNS.sessions)[number];
type SessionFigureKey = Exclude<AnalyticsColumnKey<'sessions'>, (typeof LEADING_KEYS)[number]>;
const leading = new Set<string>(LEADING_KEYS);
const SESSION_FIGURES = ANALYTICS_TABLE_COLUMNS.sessions.filter((column): column is Extract<SessionColumn, { key: SessionFigureKey }> => !leading.has(column.key));
const FIGURE_HEADERS: Record<SessionFigureKey, FigureColumn> = {
  attendees: ['figures.attendees', 'uniqueAttendees'],
  peak: ['figures.peak', 'peakConcurrent'],
  averageMinutes: ['figures.averageMinutes', 'averageMinutes'],
  questions: ['figures.questions'],
  questionVotes: ['figures.questionVotes'],
  messages: ['figures.messages'],
  reactions: ['figures.reactions'],
};

/** /event/{id}/analytics/sessions: the agenda's sessions with their figures, 20 a page; each opens its own page. */
export function SessionsScreen() {
  const { t } = useTranslation('analytics');
  const { eventId } = useAnalyticsRoute();
  const { day, page, setDay, setPage } = useDayAndPage();
  const { data, isError } = useAnalyticsSessions(eventId, day, page);
  return (
    <AnalyticsPage
      title={t('titles.sessions')}
      days={data?.period.days ?? []}
      day={day}
      onDay={setDay}
      exports={<ExportButtons eventId={eventId} screen="sessions" query={{ day: day ?? '' }} />}
    >
      {data ? <SessionsTable eventId={eventId} data={data} onPage={setPage} /> : isError ? <AnalyticsLoadFailed /> : <AnalyticsLoading />}
    </AnalyticsPage>
  );
}

function SessionsTable({ eventId, data, onPage }: { eventId: number; data: AnalyticsSessions; onPage(page: number): void }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  if (data.total === 0) return <Text c="dimmed">{t(data.period.day ? 'sessions.noSessionsOnDay' : 'sessions.noSessions')}</Text>;
  const offset = data.period.timezoneOffset;
  const columns: FigureColumn[] = [['sessions.session'], ['sessions.room'], ['sessions.slot'], ...SESSION_FIGURES.map(({ key }) => FIGURE_HEADERS[key])];
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t('titles.sessions')} striped>
          <FigureHeaderRow columns={columns} />
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={row.sessionId} data-testid="session-row">
                <Table.Td>
                  <Anchor component={Link} to={`${analyticsHref(eventId, 'sessions')}/${row.sessionId}`}>
                    {row.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.roomName ?? t('sessions.noRoom')}</Table.Td>
                <Table.Td>{`${formatEventDateTime(row.start, offset, language)}–${formatEventTime(row.end, offset)}`}</Table.Td>
                {SESSION_FIGURES.map((column) => (
                  <Table.Td key={column.key}>{formatFigure(row[column.key], column, language, t('state.none'))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </Stack>
  );
}
