import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailSend } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';

/** Marks an automatic reminder's send in the outbox (docs/rules/communications.md#reminders), naming a session reminder's session; nothing for a send made by hand. */
export function ReminderBadge({ send }: { send: Pick<MailSend, 'reminderKey' | 'reminderSession'> }) {
  const { t } = useTranslation('mail-sends');
  const { language } = useLanguage();
  if (send.reminderKey === null) return null;
  const session = send.reminderSession;
  const label =
    send.reminderKey === 'event'
      ? t('reminders.markerEvent')
      : session
        ? t('reminders.markerSessionNamed', { title: (language === 'de' && session.titleDe) || session.title })
        : t('reminders.markerSession');
  return (
    <Badge variant="light" color="grape" ml="xs" data-testid="reminder-badge" style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}
