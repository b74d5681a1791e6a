import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDashboard } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { formatCount, formatPercent } from '../lib/format';
import { SectionTitle } from './section-title';

const STAGES = ['invited', 'activated', 'attended', 'engaged'] as const;

/** The funnel: how many were invited, activated, attended and engaged, each also as a share of the invited. */
export function FunnelFigures({ funnel }: { funnel: AnalyticsDashboard['funnel'] }) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-label={t('figures.funnel')}>
      <SectionTitle title={t('figures.funnel')} definition={t('definitions.funnel')} />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {STAGES.map((stage) => (
          <Paper key={stage} withBorder p="sm" role="group" aria-label={t(`figures.${stage}`)}>
            <Text size="sm" c="dimmed">
              {t(`figures.${stage}`)}
            </Text>
            <Text fz={24} fw={700}>
              {formatCount(funnel[stage], language)}
            </Text>
            {stage !== 'invited' && funnel.invited > 0 && (
              <Text size="xs" c="dimmed">
                {formatPercent(funnel[stage] / funnel.invited, language)}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
