import { useTranslation } from 'react-i18next';
import { fixedOffset, formatShownDateTimeInZone, type NotificationAudience, type NotificationListItem, type NotificationOptions } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { localName } from './local-name';

/** Who a notification reaches, in words: "Everyone", "Role: Speaker", "Group: Press", "3 chosen attendees", "In the room: Hall A". */
export function useAudienceLabel(options: NotificationOptions | undefined) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  return (audience: NotificationAudience): string => {
    switch (audience.kind) {
      case 'everyone':
        return t('audience.everyone');
      case 'role':
        return t('summary.role', { role: t(`roles.${audience.role}`) });
      case 'group':
        return t('summary.group', { group: audience.group });
      case 'accounts':
        return t('summary.accounts', { count: audience.ids.length });
      case 'room': {
        const room = options?.rooms.find((candidate) => candidate.id === audience.roomId);
        return t('summary.room', { room: room ? localName(room.nameEn, room.nameDe, language) : '' });
      }
    }
  };
}

/** When a notification went or goes out, in the event's zone. */
export function useMomentLabel(options: NotificationOptions | undefined) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  return (notification: NotificationListItem): string => {
    const ms = notification.status === 'sent' ? notification.sentMs : notification.status === 'scheduled' ? notification.scheduledMs : null;
    if (ms === null || !options) return '';
    const moment = formatShownDateTimeInZone(ms, fixedOffset(options.timezoneOffset), language);
    return t(notification.status === 'sent' ? 'list.sentAt' : 'list.scheduledFor', { moment });
  };
}
