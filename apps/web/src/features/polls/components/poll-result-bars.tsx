import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pollBars, type PollOption, type PollResults } from '@aula/shared';

type PollResultBarsProps = { options: readonly PollOption[]; results: PollResults | null | undefined; size?: 'md' | 'xl' };

/** A poll's results as one bar per answer, with its votes and share written out (not by length alone). */
export function PollResultBars({ options, results, size = 'md' }: PollResultBarsProps) {
  const { t } = useTranslation('polls');
  const large = size === 'xl';
  return (
    <Stack gap={large ? 'lg' : 'xs'}>
      {pollBars(options, results).map((bar) => (
        <Stack key={bar.optionId} gap={4} data-testid="poll-bar">
          <Group justify="space-between" wrap="nowrap">
            <Text size={large ? '2.2rem' : 'sm'} fw={500}>
              {bar.text}
            </Text>
            <Text size={large ? '2.2rem' : 'sm'} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('results.share', { percent: bar.percent, count: bar.votes })}
            </Text>
          </Group>
          <Progress value={bar.percent} size={large ? 36 : 'lg'} aria-label={bar.text} transitionDuration={200} />
        </Stack>
      ))}
      <Text size={large ? '1.6rem' : 'xs'} c="dimmed">
        {t('results.ballots', { count: results?.ballots ?? 0 })}
      </Text>
    </Stack>
  );
}
