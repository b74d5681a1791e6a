import { describe, expect, it } from 'vitest';
import { IconInfoCircle } from '@tabler/icons-react';
import { EVENT_SECTIONS, adjacentSections, isSectionOpen, sectionHref, type EventSection } from './event-sections';

const section = (routeName: string, overrides: Partial<EventSection> = {}): EventSection => ({
  key: routeName,
  path: routeName.toLowerCase(),
  routeName,
  icon: IconInfoCircle,
  titleKey: routeName,
  navigation: true,
  screen: async () => () => null,
  ...overrides,
});

const names = ({ previous, next }: ReturnType<typeof adjacentSections>) => [previous?.routeName ?? null, next?.routeName ?? null];

describe('adjacentSections', () => {
  const flow = [section('A'), section('B'), section('C')];

  it('offers both neighbours in the middle and stops at the ends', () => {
    expect(names(adjacentSections(flow, 'B', 5))).toEqual(['A', 'C']);
    expect(names(adjacentSections(flow, 'A', 5))).toEqual([null, 'B']);
    expect(names(adjacentSections(flow, 'C', 5))).toEqual(['B', null]);
  });

  it('offers nothing without an event id', () => {
    expect(names(adjacentSections(flow, 'B', 0))).toEqual([null, null]);
  });

  it('skips sections that are still to come and those outside the flow', () => {
    const mixed = [section('A'), section('Soon', { screen: undefined }), section('Lookup', { navigation: false }), section('C')];
    expect(names(adjacentSections(mixed, 'A', 5))).toEqual([null, 'C']);
    expect(names(adjacentSections(mixed, 'C', 5))).toEqual(['A', null]);
  });

  it('offers nothing on a route outside the flow', () => {
    expect(names(adjacentSections(flow, 'Elsewhere', 5))).toEqual([null, null]);
  });

  it('leads from the event infos through design, content, navigation, accounts, communications and settings in the built sections', () => {
    expect(names(adjacentSections(EVENT_SECTIONS, 'EventDashboard', 5))).toEqual([null, 'EventDesign']);
    expect(names(adjacentSections(EVENT_SECTIONS, 'EventContent', 5))).toEqual(['EventDesign', 'EventNavigation']);
    expect(names(adjacentSections(EVENT_SECTIONS, 'EventNavigation', 5))).toEqual(['EventContent', 'EventAccountsList']);
    expect(names(adjacentSections(EVENT_SECTIONS, 'EventAccountsList', 5))).toEqual(['EventNavigation', 'EventCommunications']);
    expect(names(adjacentSections(EVENT_SECTIONS, 'EventCommunications', 5))).toEqual(['EventAccountsList', 'EventSettings']);
    expect(names(adjacentSections(EVENT_SECTIONS, 'EventSettings', 5))).toEqual(['EventCommunications', null]);
  });
});

describe('sections', () => {
  it('open only the setup for a new event', () => {
    const open = EVENT_SECTIONS.filter((s) => isSectionOpen(s, 0)).map((s) => s.routeName);
    expect(open).toEqual(['EventDashboard']);
  });

  it('link inside the event, except the library, which is the account’s', () => {
    const [infos] = EVENT_SECTIONS;
    const library = EVENT_SECTIONS.find((s) => s.key === 'library')!;
    expect(sectionHref(infos!, 7)).toBe('/event/7/dashboard');
    expect(sectionHref(library, 7)).toBe('/library');
  });
});

describe('sections with several pages', () => {
  const page = { path: 'rooms', titleKey: 'rooms', screen: async () => () => null };

  it('opens a section that has pages or is an account page, and not one that has neither', () => {
    expect(isSectionOpen(section('Content', { screen: undefined, pages: [page] }), 3)).toBe(true);
    expect(isSectionOpen(section('MyLibrary', { screen: undefined, accountPage: true }), 3)).toBe(true);
    expect(isSectionOpen(section('Later', { screen: undefined }), 3)).toBe(false);
  });
});
