import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { EventSubPage } from './event-sections';
import { SectionPagesLayout } from './section-pages-layout';

const screenOf = async () => () => null;
const pages: EventSubPage[] = [
  { path: 'dashboard', titleKey: 'analytics:titles.dashboard', tabKey: 'analytics:tabs.dashboard', screen: screenOf },
  { path: 'general', titleKey: 'analytics:titles.general', tabKey: 'analytics:tabs.general', screen: screenOf },
];

const render = (keptInTabs?: string[]) =>
  renderWithProviders(<SectionPagesLayout sectionPath="analytics" labelKey="event-shell:sections.analytics.label" pages={pages} keptInTabs={keptInTabs} />, {
    path: '/event/:id/analytics/dashboard',
    url: '/event/7/analytics/dashboard?day=2026-05-04&page=3',
  });

describe('SectionPagesLayout', () => {
  it("carries the section's kept query parameters to the other tabs, and nothing else", () => {
    render(['day']);
    expect(screen.getByRole('link', { name: 'General' }).getAttribute('href')).toBe('/event/7/analytics/general?day=2026-05-04');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves the query behind in a section that keeps none', () => {
    render();
    expect(screen.getByRole('link', { name: 'General' }).getAttribute('href')).toBe('/event/7/analytics/general');
  });
});
