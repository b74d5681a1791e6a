import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useEventRooms } from '../api/get-event-rooms';
import { useOnlineNow } from '../api/get-online-now';
import { localName } from '../lib/local-name';
import { DefinitionInfo } from './definition-info';

/** The dashboard's "now": who is online in the venue and in each room, live from the console socket's presence pushes. */
export function NowPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const { data: online } = useOnlineNow(eventId);
  const { data: rooms = [] } = useEventRooms(eventId);
  const names = new Map(rooms.map((room) => [String(room.id), localName(room.nameEn, room.nameDe, language)]));
  const roomCounts = Object.entries(online?.rooms ?? {}).sort(([, a], [, b]) => b - a);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('now.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{t('now.title')}</Text>
            <DefinitionInfo figure={t('now.online')} definition={t('now.definition')} />
          </Group>
          <Badge variant="light" color={online && online.total > 0 ? 'teal' : 'gray'} radius="sm" aria-live="polite">
            {t('now.onlineCount', { count: online?.total ?? 0 })}
          </Badge>
        </Group>
        {roomCounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('now.nobodyInRooms')}
          </Text>
        ) : (
          <Table aria-label={t('now.online')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('now.room')}</Table.Th>
                <Table.Th>{t('now.inRoom')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roomCounts.map(([roomId, count]) => (
                <Table.Tr key={roomId}>
                  <Table.Td>{names.get(roomId) ?? t('now.otherRoom', { id: roomId })}</Table.Td>
                  <Table.Td>{count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
