import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks an automatic reminder's send in the outbox (issue 11 §4); nothing for a send made by hand. */
export function ReminderBadge({ reminderKey }: { reminderKey: string | null }) {
  const { t } = useTranslation('mail-sends');
  if (reminderKey === null) return null;
  return (
    <Badge variant="light" color="grape" ml="xs" data-testid="reminder-badge">
      {reminderKey === 'event' ? t('reminders.markerEvent') : t('reminders.markerSession')}
    </Badge>
  );
}
