import { useEffect } from 'react';
import type { AreaView, BarView } from './chart-views';

type ChartViews = { AreaView: typeof AreaView; BarView: typeof BarView };

let loading: Promise<ChartViews> | null = null;
let loaded: ChartViews | null = null;

/** The chart library's chunk, loaded once; a failed load is tried again next time. */
export function loadChartViews(): Promise<ChartViews> {
  loading ??= import('./chart-views').then(
    (views) => (loaded = views),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The chunk once it has loaded, so that a chart draws in the same render as its figures instead of waiting a turn for it. */
export function loadedChartViews(): ChartViews | null {
  return loaded;
}

/**
 * A charted screen loads the chart library once its frame is on screen, while its figures are
 * still on their way (docs/decisions/0113-analytics-first-chart-sooner.md): not earlier, where its
 * script would hold up the screen's own, and not only when the figures have come.
 */
export function useChartViewsSoon(): void {
  useEffect(() => {
    void loadChartViews();
  }, []);
}
