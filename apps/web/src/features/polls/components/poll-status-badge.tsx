import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PollStatus } from '@aula/shared';

const COLORS: Record<PollStatus, string> = { draft: 'gray', open: 'green', closed: 'blue', archived: 'dark' };

/** A poll's status in words and colour. */
export function PollStatusBadge({ status }: { status: PollStatus }) {
  const { t } = useTranslation('polls');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
