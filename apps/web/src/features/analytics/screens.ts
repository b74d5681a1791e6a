import type { ComponentType } from 'react';
import { loadChartViews } from './components/load-chart-views';
import { loadAnalyticsTexts } from './lib/analytics-texts';

const components = {
  dashboard: async () => (await import('./components/dashboard-screen')).DashboardScreen,
  general: async () => (await import('./components/general-screen')).GeneralScreen,
  sessions: async () => (await import('./components/sessions-screen')).SessionsScreen,
  session: async () => (await import('./components/session-screen')).SessionScreen,
  livestream: async () => (await import('./components/livestream-screen')).LivestreamScreen,
  rooms: async () => (await import('./components/rooms-screen')).RoomsScreen,
  accounts: async () => (await import('./components/accounts-screen')).AnalyticsAccountsScreen,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AnalyticsScreenName = keyof typeof components;

/** The screens whose first figure is a chart; the lists and the rooms' table show rows first. */
const CHARTED = new Set<AnalyticsScreenName>(['dashboard', 'general', 'session', 'livestream']);

/**
 * An analytics screen with its texts, which only these screens load
 * (docs/decisions/0094-analytics-texts-with-their-screens.md), and for a charted screen the chart
 * library, so that the chart draws in the render that shows its figures, which were asked for
 * before the app had loaded (docs/decisions/0131-early-figures-request.md). A chart library that
 * fails to load leaves the screen to show its figures; the chart asks again itself.
 */
export async function loadAnalyticsScreen(name: AnalyticsScreenName): Promise<ComponentType> {
  const chartViews = CHARTED.has(name) ? loadChartViews().catch(() => null) : null;
  const [component] = await Promise.all([components[name](), loadAnalyticsTexts(), chartViews]);
  return component;
}
