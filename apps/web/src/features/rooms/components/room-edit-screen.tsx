import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLoadState, EditScreen, type BackLink } from '@/components/edit-screen/edit-screen';
import { useRoom } from '../api/get-room';
import { useRoomRoute } from '../hooks/use-room-route';
import { newRoomValues, valuesFromRoom } from '../lib/room-form-values';
import { BoothSection } from './booth-section';
import { BoothLeadsSection } from './booth-leads-section';
import { RoomForm } from './room-form';

/** /event/{id}/content/rooms/{roomID}/edit: id 0 adds a room, any other edits it. */
export function RoomEditScreen() {
  const { t } = useTranslation('rooms');
  const { eventId, roomId } = useRoomRoute();
  const back = { href: `/event/${eventId}/content/rooms`, label: t('edit.back') };
  return (
    <EditScreen back={back} title={roomId === 0 ? t('edit.addTitle') : t('edit.title')}>
      {roomId === 0 ? <NewRoom eventId={eventId} /> : <ExistingRoom key={roomId} eventId={eventId} roomId={roomId} back={back} />}
    </EditScreen>
  );
}

function NewRoom({ eventId }: { eventId: number }) {
  const [initialValues] = useState(newRoomValues);
  return <RoomForm eventId={eventId} roomId={0} initialValues={initialValues} />;
}

function ExistingRoom({ eventId, roomId, back }: { eventId: number; roomId: number; back: BackLink }) {
  const { t } = useTranslation('rooms');
  return (
    <EditLoadState query={useRoom(eventId, roomId)} back={back} texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}>
      {(room) => (
        <>
          <RoomForm key={room.id} eventId={eventId} roomId={room.id} initialValues={valuesFromRoom(room)} />
          {room.type === 'expo' && <BoothSection eventId={eventId} roomId={room.id} />}
          {room.type === 'expo' && <BoothLeadsSection eventId={eventId} roomId={room.id} />}
        </>
      )}
    </EditLoadState>
  );
}
