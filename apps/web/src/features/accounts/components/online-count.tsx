import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How many of the event's attendees are online now, for the accounts list's header. */
export function OnlineCount({ total }: { total: number }) {
  const { t } = useTranslation('presence');
  return (
    <Badge variant="light" color={total > 0 ? 'green' : 'gray'} radius="sm" data-testid="online-count">
      {t('onlineCount', { count: total })}
    </Badge>
  );
}
