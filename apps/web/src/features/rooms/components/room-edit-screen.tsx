import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoom } from '../api/get-room';
import { useRoomRoute } from '../hooks/use-room-route';
import { newRoomValues, valuesFromRoom } from '../lib/room-form-values';
import { RoomForm } from './room-form';

/** /event/{id}/content/rooms/{roomID}/edit: id 0 adds a room, any other edits it. */
export function RoomEditScreen() {
  const { t } = useTranslation('rooms');
  const { eventId, roomId } = useRoomRoute();
  const listHref = `/event/${eventId}/content/rooms`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listHref} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('edit.back')}
      </Anchor>
      <Title order={1}>{roomId === 0 ? t('edit.addTitle') : t('edit.title')}</Title>
      {roomId === 0 ? <NewRoom eventId={eventId} /> : <ExistingRoom key={roomId} eventId={eventId} roomId={roomId} listHref={listHref} />}
    </Stack>
  );
}

function NewRoom({ eventId }: { eventId: number }) {
  const [initialValues] = useState(newRoomValues);
  return <RoomForm eventId={eventId} roomId={0} initialValues={initialValues} />;
}

function ExistingRoom({ eventId, roomId, listHref }: { eventId: number; roomId: number; listHref: string }) {
  const { t } = useTranslation('rooms');
  const { data: room, isError } = useRoom(eventId, roomId);
  if (isError) {
    return (
      <Alert color="red" title={t('edit.loadFailed')}>
        <Button component={Link} to={listHref} variant="light" size="xs">
          {t('edit.back')}
        </Button>
      </Alert>
    );
  }
  if (!room) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('edit.loading')}>
        <Skeleton height={260} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  return <RoomForm key={room.id} eventId={eventId} roomId={room.id} initialValues={valuesFromRoom(room)} />;
}
