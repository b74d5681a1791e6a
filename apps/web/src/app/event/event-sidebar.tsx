import { ActionIcon, Box, Button, Divider, Group, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { useEventShortInfo } from '@/features/event-setup/api/get-event-short-info';
import { EventCodeAndPreview } from './event-code-and-preview';
import { EVENT_SECTIONS, isSectionOpen, sectionHref, type EventSection } from './event-sections';
import { useActiveLinkInView } from './use-active-link-in-view';

type EventSidebarProps = { eventId: number; expanded: boolean; onToggle: () => void };

/**
 * The sidebar inside an event (docs/rules/screens.md#sidebar): the sections, All events, the code with copy and the preview
 * link. Expanded (420) it also says what each section holds.
 */
export function EventSidebar({ eventId, expanded, onToggle }: EventSidebarProps) {
  const { t } = useTranslation('event-shell');
  const { data: info } = useEventShortInfo(eventId);
  const toggleLabel = expanded ? t('shell:collapseSidebar') : t('shell:expandSidebar');
  const list = useRef<HTMLDivElement>(null);
  useActiveLinkInView(list, `${info?.code ?? ''} ${expanded}`);
  return (
    <Stack component="nav" aria-label={t('sidebar.label')} h="100%" gap="xs" p="xs">
      {/* The toggle shares the top row so that at 1366×850 every section fits above the code box. */}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button component={Link} to="/events" variant="subtle" justify="flex-start" leftSection={<IconArrowLeft size={18} />}>
          {t('sidebar.allEvents')}
        </Button>
        <Tooltip label={toggleLabel} position="right">
          <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-label={toggleLabel} aria-expanded={expanded} size="lg">
            {expanded ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Divider />
      {/* min-height 0 lets the list shrink and scroll in a short window instead of running under the code box. */}
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" offsetScrollbars viewportRef={list}>
        <Stack gap={2}>
          {EVENT_SECTIONS.map((section) => (
            <SectionLink key={section.key} section={section} eventId={eventId} expanded={expanded} />
          ))}
        </Stack>
      </ScrollArea>
      {info?.code && <EventCodeAndPreview code={info.code} />}
    </Stack>
  );
}

type SectionLinkProps = { section: EventSection; eventId: number; expanded: boolean };

function SectionLink({ section, eventId, expanded }: SectionLinkProps) {
  const { t } = useTranslation('event-shell');
  const label = t(`sections.${section.key}.label`);
  const description = expanded ? t(`sections.${section.key}.description`) : undefined;
  const icon = <section.icon size={20} aria-hidden />;
  if (isSectionOpen(section, eventId)) {
    // The active link's own description colour is too faint on its tinted background (WCAG AA).
    const styles = { description: { color: 'var(--mantine-color-dimmed)' } };
    return <NavLink component={RouterNavLink} to={sectionHref(section, eventId)} label={label} description={description} leftSection={icon} styles={styles} />;
  }
  // Its screen comes in a later version, or it needs a saved event: visible, but no dead link.
  const reason = section.screen ? t('sidebar.saveFirst') : t('sidebar.comingSoon');
  return (
    <Tooltip label={reason} position="right">
      <Box>
        <NavLink
          component="button"
          type="button"
          disabled
          aria-disabled
          label={label}
          description={description ?? reason}
          leftSection={icon}
        />
      </Box>
    </Tooltip>
  );
}
