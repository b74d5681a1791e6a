import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendeeStatus } from '@aula/shared';

const COLORS: Record<AttendeeStatus, string> = { not_invited: 'gray', invited: 'blue', signed_in: 'green' };

/** Where an account stands (docs/rules/attendees.md#accounts-list): not invited, invited, or signed in at least once. */
export function AccountStatusBadge({ status }: { status: AttendeeStatus }) {
  const { t } = useTranslation('accounts');
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
