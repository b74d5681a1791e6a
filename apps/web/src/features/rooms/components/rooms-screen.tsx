import { useCallback, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconDoor, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@aula/shared';
import { showSuccessToast } from '@/components/ui/toasts';
import { useLanguage } from '@/lib/use-language';
import { useDeleteRoom } from '../api/delete-room';
import { useRooms } from '../api/get-rooms';
import { useReorderRooms } from '../api/reorder-rooms';
import { useRoomRoute } from '../hooks/use-room-route';
import { useRoomsOnline } from '../hooks/use-rooms-online';
import { roomName } from '../lib/room-form-values';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RoomList } from './room-list';
import { loadingProps } from '@/components/ui/loading-props';

/** /event/{id}/content/rooms: the event's rooms in order, with add, edit, delete and drag to reorder. */
export function RoomsScreen() {
  const { t } = useTranslation('rooms');
  const { language } = useLanguage();
  const { eventId } = useRoomRoute();
  const { data: rooms, isError } = useRooms(eventId);
  const onlineIn = useRoomsOnline(eventId);
  const reorder = useReorderRooms(eventId);
  const remove = useDeleteRoom(eventId);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const nameOf = useCallback((room: Room) => roomName(room, language), [language]);
  const editHref = useCallback((room: Room) => `/event/${eventId}/content/rooms/${room.id}/edit`, [eventId]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccessToast(t('delete.done'));
    } catch {
      // The API client has shown the failure.
    } finally {
      setDeleting(null);
    }
  };

  let content;
  if (isError) {
    content = <Alert color="red">{t('list.loadFailed')}</Alert>;
  } else if (!rooms) {
    content = (
      <Stack gap="sm" {...loadingProps(t('list.loading'))}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={82} />
        ))}
      </Stack>
    );
  } else if (rooms.length === 0) {
    content = <EmptyState icon={IconDoor} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  } else {
    content = (
      <RoomList rooms={rooms} nameOf={nameOf} editHref={editHref} onlineIn={onlineIn} onReorder={(next) => reorder.mutate(next)} onDelete={setDeleting} />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={Link} to={`/event/${eventId}/content/rooms/0/edit`} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.add')}
        </Button>
      </Group>
      {content}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('delete.title')}
        question={t('delete.question')}
        subject={deleting ? nameOf(deleting) || t('list.unnamed') : undefined}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
