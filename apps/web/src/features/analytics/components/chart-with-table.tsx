import { lazy, Suspense, useState } from 'react';
import { Box, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { formatCount } from '../lib/format';
import type { ChartPoint } from '../lib/series-points';
import { loadChartViews, loadedChartViews } from './load-chart-views';
import { SectionTitle } from './section-title';

const LazyAreaView = lazy(async () => ({ default: (await loadChartViews()).AreaView }));
const LazyBarView = lazy(async () => ({ default: (await loadChartViews()).BarView }));

type ChartWithTableProps = {
  title: string;
  definition?: string;
  kind: 'area' | 'bar';
  data: readonly ChartPoint[];
  /** The heading of the labels' column (time, hour, day). */
  labelHeading: string;
  valueLabel: string;
};

/**
 * A chart with what a screen reader can use instead: a one-line summary (the highest value and
 * when) and the same values as a table, shown on request. The drawing itself is hidden from
 * assistive technology, which cannot read it.
 */
export function ChartWithTable({ title, definition, kind, data, labelHeading, valueLabel }: ChartWithTableProps) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const [tableShown, setTableShown] = useState(false);
  const highest = data.reduce<ChartPoint | null>((best, point) => (best === null || point.value > best.value ? point : best), null);
  const views = loadedChartViews();
  const View = kind === 'area' ? (views?.AreaView ?? LazyAreaView) : (views?.BarView ?? LazyBarView);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <SectionTitle title={title} definition={definition} />
      <Box aria-hidden>
        <Suspense fallback={<Skeleton height={240} />}>
          <View data={data} valueLabel={valueLabel} />
        </Suspense>
      </Box>
      <Text size="sm" c="dimmed">
        {highest && highest.value > 0 ? t('chart.summary', { max: formatCount(highest.value, language), time: highest.label }) : t('chart.summaryEmpty')}
      </Text>
      <Button variant="subtle" size="compact-sm" w="fit-content" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
        {tableShown ? t('chart.hideTable') : t('chart.showTable')}
      </Button>
      {tableShown && (
        <Table aria-label={title} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelHeading}</Table.Th>
              <Table.Th>{valueLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((point) => (
              <Table.Tr key={point.label}>
                <Table.Td>{point.label}</Table.Td>
                <Table.Td>{formatCount(point.value, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
