import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { loadingProps } from '@/components/ui/loading-props';

/** What a screen shows while its first answer loads: a labelled progress bar over grey blocks. */
export function AnalyticsLoading() {
  const { t } = useTranslation('analytics');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} {...loadingProps(t('state.loading'))}>
      {[0, 1, 2, 3, 4, 5].map((block) => (
        <Skeleton key={block} height={96} />
      ))}
    </SimpleGrid>
  );
}

export function AnalyticsLoadFailed() {
  const { t } = useTranslation('analytics');
  return <Alert color="red">{t('state.loadFailed')}</Alert>;
}

/** Before anyone entered the venue (on the day asked, or at all). */
export function NoAttendeesYet({ day }: { day: string | null }) {
  const { t } = useTranslation('analytics');
  if (day) return <Text c="dimmed">{t('state.noAttendeesOnDay')}</Text>;
  return <EmptyState icon={IconChartBar} title={t('state.noAttendeesTitle')} text={t('state.noAttendeesText')} />;
}
