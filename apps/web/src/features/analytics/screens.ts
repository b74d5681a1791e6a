import type { ComponentType } from 'react';
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

/** An analytics screen with its texts, which only these screens load (docs/decisions/0094-analytics-texts-with-their-screens.md). */
export async function loadAnalyticsScreen(name: AnalyticsScreenName): Promise<ComponentType> {
  const [component] = await Promise.all([components[name](), loadAnalyticsTexts()]);
  return component;
}
