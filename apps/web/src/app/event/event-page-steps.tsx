import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { EVENT_SECTIONS, adjacentSections, sectionHref, type EventSection } from './event-sections';

/** Previous/next buttons (docs/rules/screens.md#previous-and-next) at the page bottom, over the navigation-flagged sections. */
export function EventPageSteps({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-shell');
  const matches = useMatches();
  const current = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.navigation);
  const { previous, next } = adjacentSections(EVENT_SECTIONS, (current?.handle as RouteHandle | undefined)?.name, eventId);
  return (
    <Group justify="space-between" component="nav" aria-label={t('steps.label')}>
      <StepButton label={t('steps.previous')} section={previous} eventId={eventId} icon={<IconArrowLeft size={16} />} side="left" />
      <StepButton label={t('steps.next')} section={next} eventId={eventId} icon={<IconArrowRight size={16} />} side="right" />
    </Group>
  );
}

type StepButtonProps = { label: string; section: EventSection | null; eventId: number; icon: ReactNode; side: 'left' | 'right' };

function StepButton({ label, section, eventId, icon, side }: StepButtonProps) {
  const { t } = useTranslation('event-shell');
  const sectionProps = side === 'left' ? { leftSection: icon } : { rightSection: icon };
  if (!section) {
    return (
      <Button variant="default" disabled {...sectionProps}>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="default" component={Link} to={sectionHref(section, eventId)} {...sectionProps}>
      {label}: {t(`sections.${section.key}.label`)}
    </Button>
  );
}
