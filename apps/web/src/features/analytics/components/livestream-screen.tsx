import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsLivestream } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAnalyticsLivestream } from '../api/get-analytics-livestream';
import { useAnalyticsRoute } from '../hooks/use-analytics-route';
import { useDayAndPage } from '../hooks/use-day-and-page';
import { formatCount, formatDecimal, formatEventDateTime, formatPercent } from '../lib/format';
import { seriesPoints } from '../lib/series-points';
import { AfterFirstFigures } from './after-first-figures';
import { AnalyticsPage } from './analytics-page';
import { ChartWithTable } from './chart-with-table';
import { DefinitionInfo } from './definition-info';
import { ExportButtons } from './export-buttons';
import { FigureCard } from './figure-card';
import { AnalyticsLoadFailed, AnalyticsLoading } from './load-states';

type StreamRoom = AnalyticsLivestream['rooms'][number];

/** /event/{id}/analytics/livestream: per room with a stream, its viewers over time, watch minutes, view time and each session's drop-off. */
export function LivestreamScreen() {
  const { t } = useTranslation('analytics');
  const { eventId } = useAnalyticsRoute();
  const { day, setDay } = useDayAndPage();
  const { data, isError } = useAnalyticsLivestream(eventId, day);
  let content;
  if (data) {
    content =
      data.rooms.length === 0 ? (
        <Text c="dimmed">{t('livestream.noStreams')}</Text>
      ) : (
        <>
          {data.rooms.slice(0, 1).map((room) => (
            <StreamRoomFigures key={room.roomId} room={room} timezoneOffset={data.period.timezoneOffset} />
          ))}
          {/* Ten stages with their sessions' tables: the first is drawn before the others are built. */}
          <AfterFirstFigures>
            {data.rooms.slice(1).map((room) => (
              <StreamRoomFigures key={room.roomId} room={room} timezoneOffset={data.period.timezoneOffset} />
            ))}
          </AfterFirstFigures>
        </>
      );
  } else content = isError ? <AnalyticsLoadFailed /> : <AnalyticsLoading />;
  return (
    <AnalyticsPage
      title={t('titles.livestream')}
      days={data?.period.days ?? []}
      day={day}
      onDay={setDay}
      exports={<ExportButtons eventId={eventId} screen="livestream" query={{ day: day ?? '' }} />}
    >
      {content}
    </AnalyticsPage>
  );
}

function StreamRoomFigures({ room, timezoneOffset }: { room: StreamRoom; timezoneOffset: number }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const none = t('state.none');
  return (
    <Paper withBorder p="md" component="section" aria-label={room.roomName}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {room.roomName}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FigureCard label={t('figures.watchMinutes')} definition={t('definitions.watchMinutes')} value={formatCount(room.watchMinutes, language)} />
          <FigureCard
            label={t('figures.averageViewMinutes')}
            definition={t('definitions.averageViewMinutes')}
            value={room.averageViewMinutes === null ? none : formatDecimal(room.averageViewMinutes, language)}
          />
        </SimpleGrid>
        <ChartWithTable
          title={t('figures.viewers')}
          definition={t('definitions.viewers')}
          kind="area"
          data={seriesPoints(room.viewers, timezoneOffset, language)}
          labelHeading={t('chart.time')}
          valueLabel={t('figures.viewers')}
        />
        {room.sessions.length > 0 && (
          <Table aria-label={t('livestream.sessions', { room: room.roomName })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.session')}</Table.Th>
                <Table.Th>{t('livestream.start')}</Table.Th>
                <Table.Th>{t('figures.peak')}</Table.Th>
                <Table.Th>{t('livestream.end')}</Table.Th>
                <Table.Th>
                  {t('figures.dropOff')} <DefinitionInfo figure={t('figures.dropOff')} definition={t('definitions.dropOff')} />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.sessions.map((session) => (
                <Table.Tr key={session.sessionId}>
                  <Table.Td>
                    {session.title}
                    <Text size="xs" c="dimmed">
                      {formatEventDateTime(session.start, timezoneOffset, language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatCount(session.startViewers, language)}</Table.Td>
                  <Table.Td>{formatCount(session.peakViewers, language)}</Table.Td>
                  <Table.Td>{formatCount(session.endViewers, language)}</Table.Td>
                  <Table.Td>{session.dropOff === null ? none : formatPercent(session.dropOff, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
