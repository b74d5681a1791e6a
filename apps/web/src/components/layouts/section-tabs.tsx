import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** A tab of a section; `end` marks it current only at its own address, not below it; `search` is the query its link carries. */
export type SectionTab = { label: string; to: string; end?: boolean; search?: string };

const covers = (tab: SectionTab, pathname: string) => pathname === tab.to || (!tab.end && pathname.startsWith(`${tab.to}/`));

/**
 * The tab of the page shown: of the tabs whose address covers the current one, the most specific,
 * so templates/send marks "Send", not also "Templates", while templates/5/edit marks "Templates".
 */
export function currentTab(tabs: readonly SectionTab[], pathname: string): SectionTab | undefined {
  return tabs.filter((tab) => covers(tab, pathname)).sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * Links between the pages of one section (e.g. Content: Rooms, Agenda), shown as tabs at the top
 * of each page; the current page's tab is marked for screen readers too.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const { pathname } = useLocation();
  const current = currentTab(tabs, pathname);
  return (
    <Group component="nav" aria-label={label} gap="xs" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {tabs.map((tab) => {
        const isActive = tab === current;
        return (
          <Link key={tab.to} to={{ pathname: tab.to, search: tab.search }} aria-current={isActive ? 'page' : undefined} style={{ textDecoration: 'none' }}>
            <Button component="span" variant={isActive ? 'light' : 'subtle'} color={isActive ? undefined : 'gray'}>
              {tab.label}
            </Button>
          </Link>
        );
      })}
    </Group>
  );
}
