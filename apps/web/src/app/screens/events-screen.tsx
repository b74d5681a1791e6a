import { EmptyState, Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** /events until the events list lands: an honest empty state, no invented rows. */
export function EventsScreen() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('events.title')}</Title>
      <EmptyState icon={<IconCalendarEvent size={32} />} title={t('events.emptyTitle')} description={t('events.emptyText')} />
    </Stack>
  );
}
