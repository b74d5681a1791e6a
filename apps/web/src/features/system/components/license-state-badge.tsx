import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LicenseState } from '@aula/shared';

const COLORS: Record<LicenseState, string> = { trial: 'blue', trial_ended: 'orange', licensed: 'green', license_ended: 'red' };

/** A company's licence state as a coloured word. */
export function LicenseStateBadge({ state }: { state: LicenseState }) {
  const { t } = useTranslation('system');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`state.${state}`)}
    </Badge>
  );
}
