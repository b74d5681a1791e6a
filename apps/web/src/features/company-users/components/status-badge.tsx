import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyUserStatus } from '@aula/shared';

const COLORS: Record<CompanyUserStatus, string> = { invited: 'yellow', active: 'green', deactivated: 'gray' };

/** Invited, active or deactivated, as words and colour. */
export function StatusBadge({ status }: { status: CompanyUserStatus }) {
  const { t } = useTranslation('company-users');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
