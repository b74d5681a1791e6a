import { ActionIcon, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';

type SidebarProps = { collapsed: boolean; onToggle: () => void };

/** Outside event pages the sidebar holds only 'Virtual events' (docs/rules/screens.md#sidebar). */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const { t } = useTranslation('shell');
  const label = t('virtualEvents');
  const toggleLabel = collapsed ? t('expandSidebar') : t('collapseSidebar');
  return (
    <Stack component="nav" aria-label={t('navigation')} h="100%" justify="space-between" p="xs" gap="xs">
      <Tooltip label={label} position="right" disabled={!collapsed}>
        <NavLink
          component={RouterNavLink}
          to="/events"
          label={collapsed ? undefined : label}
          aria-label={collapsed ? label : undefined}
          leftSection={<IconCalendarEvent size={20} />}
          styles={collapsed ? { section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } } : undefined}
        />
      </Tooltip>
      <Tooltip label={toggleLabel} position="right">
        <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-label={toggleLabel} aria-expanded={!collapsed} size="lg">
          {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
        </ActionIcon>
      </Tooltip>
    </Stack>
  );
}
