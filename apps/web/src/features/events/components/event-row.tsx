import { memo, type MouseEvent, type ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Image, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCopyPlus, IconDownload, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EventListItem, EventStatus, Language } from '@aula/shared';
import { formatEventDateRange } from '../lib/format-event-dates';
import { EventCode } from './event-code';
import { EventStatusBadge } from './event-status-badge';

export type EventRowActions = {
  /** Absent for a host, who may not delete or duplicate events (docs/rules/roles-and-permissions.md#company-roles). */
  onDelete?: (event: EventListItem) => void;
  onDuplicate?: (event: EventListItem) => void;
  onExport: (event: EventListItem) => void;
  /** The event whose duplicate or export is running, so its buttons show progress. */
  busyEventId: number | null;
};

type EventRowProps = EventRowActions & { event: EventListItem; status: EventStatus; lang: Language };

const IMAGE_SIZE = 48;

export const eventHomePath = (eventId: number) => `/event/${eventId}/dashboard`;

/** Clicks on the row's own controls must not also open the event. */
const keepClickInside = (event: MouseEvent) => event.stopPropagation();

/** One event of the list (docs/rules/events.md#events-list): image, name, location, dates, status, code and actions. */
export const EventRow = memo(function EventRow({ event, status, lang, onDelete, onDuplicate, onExport, busyEventId }: EventRowProps) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const home = eventHomePath(event.id);
  const busy = busyEventId === event.id;

  return (
    <Table.Tr onClick={() => void navigate(home)} style={{ cursor: 'pointer' }} data-testid="event-row">
      <Table.Td w={IMAGE_SIZE + 16}>
        {event.image ? (
          <Image src={event.image} alt={t('row.imageAlt', { name: event.name })} w={IMAGE_SIZE} h={IMAGE_SIZE} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon variant="light" color="gray" size={IMAGE_SIZE} radius="sm" aria-hidden>
            <IconPhoto size={22} />
          </ThemeIcon>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} to={home} fw={600} onClick={keepClickInside}>
            {event.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {event.location || t('row.noLocation')}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatEventDateRange(event, lang)}</Text>
      </Table.Td>
      <Table.Td>
        <EventStatusBadge status={status} />
      </Table.Td>
      <Table.Td onClick={keepClickInside}>{status === 'published' && event.code ? <EventCode code={event.code} /> : null}</Table.Td>
      <Table.Td onClick={keepClickInside}>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon variant="subtle" color="gray" aria-label={t('row.edit')} title={t('row.edit')} component={Link} to={home}>
            <IconPencil size={18} />
          </ActionIcon>
          {onDuplicate && (
            <RowButton label={t('row.duplicate')} onClick={() => onDuplicate(event)} loading={busy}>
              <IconCopyPlus size={18} />
            </RowButton>
          )}
          <RowButton label={t('row.export')} onClick={() => onExport(event)} loading={busy}>
            <IconDownload size={18} />
          </RowButton>
          {onDelete && (
            <RowButton label={t('row.delete')} onClick={() => onDelete(event)} color="red">
              <IconTrash size={18} />
            </RowButton>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

type RowButtonProps = { label: string; children: ReactNode; onClick: () => void; color?: string; loading?: boolean };

/** An icon button named for screen readers and, through the native title, for the mouse. */
function RowButton({ label, children, onClick, color = 'gray', loading }: RowButtonProps) {
  // A native title rather than Mantine's Tooltip: 80 floating tooltips made every page turn slow.
  return (
    <ActionIcon variant="subtle" color={color} aria-label={label} title={label} onClick={onClick} loading={loading}>
      {children}
    </ActionIcon>
  );
}
