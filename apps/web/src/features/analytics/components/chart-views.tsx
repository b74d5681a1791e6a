import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import type { ChartPoint } from '../lib/series-points';

type ChartViewProps = { data: readonly ChartPoint[]; valueLabel: string };

/**
 * The drawn charts (docs/decisions/0093-charts-from-mantine-charts.md). Only the analytics screens
 * import this module, and only lazily, so the chart library is a chunk of its own. The drawing is
 * hidden from assistive technology (its summary and table stand in for it), so Recharts' keyboard
 * layer is off: a focusable element inside a hidden one would be a stop without a name. The axis
 * labels every n-th point, n the smallest that fits (docs/decisions/0113-analytics-first-chart-sooner.md):
 * Recharts' default measures every label's text in the page to choose which fit, a day's curve
 * has 480 or more.
 */
export function AreaView({ data, valueLabel }: ChartViewProps) {
  return (
    <AreaChart
      h={240}
      data={[...data]}
      dataKey="label"
      series={[{ name: 'value', label: valueLabel, color: 'blue.6' }]}
      withDots={false}
      curveType="linear"
      xAxisProps={{ interval: 'equidistantPreserveStart' }}
      areaChartProps={{ accessibilityLayer: false }}
    />
  );
}

export function BarView({ data, valueLabel }: ChartViewProps) {
  return (
    <BarChart
      h={240}
      data={[...data]}
      dataKey="label"
      series={[{ name: 'value', label: valueLabel, color: 'blue.6' }]}
      xAxisProps={{ interval: 'equidistantPreserveStart' }}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
