import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@aula/shared';

const COLOR_OF: Record<EventStatus, string> = { published: 'teal', draft: 'gray', closed: 'red' };

/** The status chip of a row: Published, Draft or Closed (docs/rules/events.md#states). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('events');
  return (
    <Badge color={COLOR_OF[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
