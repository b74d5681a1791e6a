import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadingProps } from '@/components/ui/loading-props';
import { useBooth } from '../api/booth';
import { BoothForm } from './booth-form';

/** The booth content of a saved expo room, below the room's form (docs/rules/rooms-and-agenda.md#expo-booths). */
export function BoothSection({ eventId, roomId }: { eventId: number; roomId: number }) {
  const { t } = useTranslation('rooms');
  const booth = useBooth(eventId, roomId);
  if (booth.isError) return <Alert color="red">{t('booth.loadFailed')}</Alert>;
  if (!booth.data) return <Loader size="sm" {...loadingProps(t('booth.loading'))} />;
  return <BoothForm eventId={eventId} roomId={roomId} booth={booth.data} />;
}
