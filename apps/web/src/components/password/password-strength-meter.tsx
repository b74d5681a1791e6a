import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_STRENGTH_SCORE } from '@aula/shared';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** Shows the estimator's score (0..4); nothing while the estimator is still loading or the field is empty. */
export function PasswordStrengthMeter({ score }: { score: number | null }) {
  const { t } = useTranslation('password');
  if (score === null) return null;
  const level = LEVELS[score] ?? 'veryWeak';
  const label = t(`strength.${level}`);
  return (
    <div>
      <Progress
        value={((score + 1) / LEVELS.length) * 100}
        color={COLORS[score] ?? 'red'}
        size="sm"
        aria-label={t('strengthLabel')}
        aria-valuetext={label}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t('strengthLabel')}: {label}
        </Text>
        {score < PASSWORD_MIN_STRENGTH_SCORE && (
          <Text size="xs" c="dimmed">
            {t('strengthHint')}
          </Text>
        )}
      </Group>
    </div>
  );
}
