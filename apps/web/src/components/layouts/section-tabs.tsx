import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';

/** A tab of a section; `end` marks it current only at its own address, not below it. */
export type SectionTab = { label: string; to: string; end?: boolean };

/**
 * Links between the pages of one section (e.g. Content: Rooms, Agenda), shown as tabs at the top
 * of each page; the current page's tab is marked for screen readers too.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <Group component="nav" aria-label={label} gap="xs" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'light' : 'subtle'} color={isActive ? undefined : 'gray'}>
              {tab.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
