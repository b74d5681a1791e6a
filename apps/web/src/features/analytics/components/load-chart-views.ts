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
