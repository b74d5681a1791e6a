import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_TABLE_COLUMNS, busiestHour, type AnalyticsColumnKey, type AnalyticsRooms } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAnalyticsRooms } from '../api/get-analytics-rooms';
import { useAnalyticsRoute } from '../hooks/use-analytics-route';
import { useDayAndPage } from '../hooks/use-day-and-page';
import { formatFigure } from '../lib/format';
import { AnalyticsPage } from './analytics-page';
import { ChartWithTable } from './chart-with-table';
import { FigureHeaderRow, type FigureColumn } from './definition-info';
import { ExportButtons } from './export-buttons';
import { AnalyticsLoadFailed, AnalyticsLoading, NoAttendeesYet } from './load-states';

/** The rooms table's header of each column the export writes too, with its definition where it has one. */
const ROOM_HEADERS: Record<AnalyticsColumnKey<'rooms'>, FigureColumn> = {
  roomName: ['sessions.room'],
  visits: ['figures.visits', 'visits'],
  uniqueVisitors: ['figures.uniqueVisitors', 'uniqueVisitors'],
  presentMinutes: ['figures.timeSpent', 'timeSpent'],
  averageMinutes: ['figures.averageVisitorMinutes', 'averageVisitorMinutes'],
  engagementRate: ['figures.engagementRate', 'roomEngagementRate'],
  messages: ['figures.messages'],
  questions: ['figures.questions'],
  votes: ['figures.votes'],
  busiestHour: ['figures.busiestHour', 'busiestHour'],
};

/** /event/{id}/analytics/rooms: visits, visitors, time spent (and per visitor) and engagement per room, and when the rooms were busiest. */
export function RoomsScreen() {
  const { t } = useTranslation('analytics');
  const { eventId } = useAnalyticsRoute();
  const { day, setDay } = useDayAndPage();
  const { data, isError } = useAnalyticsRooms(eventId, day);
  return (
    <AnalyticsPage
      title={t('titles.rooms')}
      days={data?.period.days ?? []}
      day={day}
      onDay={setDay}
      exports={<ExportButtons eventId={eventId} screen="rooms" query={{ day: day ?? '' }} />}
    >
      {data ? <RoomsFigures data={data} /> : isError ? <AnalyticsLoadFailed /> : <AnalyticsLoading />}
    </AnalyticsPage>
  );
}

function RoomsFigures({ data }: { data: AnalyticsRooms }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  if (data.rooms.length === 0) return <Text c="dimmed">{t('rooms.noRooms')}</Text>;
  if (data.rooms.every((room) => room.uniqueVisitors === 0)) return <NoAttendeesYet day={data.period.day} />;
  const none = t('state.none');
  const hourLabel = (hour: number) => t('rooms.hour', { hour: String(hour).padStart(2, '0') });
  const visitorsByHour = Array.from({ length: 24 }, (_, hour) => ({
    label: hourLabel(hour),
    value: data.rooms.reduce((sum, room) => sum + (room.busyHours.find((busy) => busy.hour === hour)?.visitors ?? 0), 0),
  })).filter((point) => point.value > 0);
  const columns = ANALYTICS_TABLE_COLUMNS.rooms.map(({ key }) => ROOM_HEADERS[key]);
  const cell = (room: AnalyticsRooms['rooms'][number], column: (typeof ANALYTICS_TABLE_COLUMNS.rooms)[number]) => {
    if (column.key === 'roomName') return room.roomName;
    if (column.key === 'busiestHour') {
      const busiest = busiestHour(room.busyHours);
      return busiest ? hourLabel(busiest.hour) : none;
    }
    return formatFigure(room[column.key], column, language, none);
  };
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t('rooms.title')} striped>
          <FigureHeaderRow columns={columns} />
          <Table.Tbody>
            {data.rooms.map((room) => (
              <Table.Tr key={room.roomId} data-testid="room-row">
                {ANALYTICS_TABLE_COLUMNS.rooms.map((column) => (
                  <Table.Td key={column.key}>{cell(room, column)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ChartWithTable
        title={t('rooms.busyHours')}
        definition={t('definitions.busiestHour')}
        kind="bar"
        data={visitorsByHour}
        labelHeading={t('chart.time')}
        valueLabel={t('figures.roomVisitors')}
      />
    </Stack>
  );
}
