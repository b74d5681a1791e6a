import { useId, useState } from 'react';
import { Button, Group, Indicator, Popover, Radio, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { eventStatusSchema, type EventStatus } from '@aula/shared';
import { NO_RANGE, type DateRange } from '../lib/event-filters';
import { EventDateRangeInput } from './event-date-range-input';

export type AdvancedFilters = { start: DateRange; end: DateRange; status: EventStatus | null };

const ANY = 'any';
const STATUS_CHOICES = [ANY, ...eventStatusSchema.options] as const;

type AdvancedFilterPopoverProps = { applied: AdvancedFilters; active: boolean; onApply: (filters: AdvancedFilters) => void };

/**
 * The advanced filter (docs/rules/events.md#events-list): start range, end range and status. Choices are a draft until
 * Apply, so half-chosen ranges never reach the list; Clear removes all three at once.
 */
export function AdvancedFilterPopover({ applied, active, onApply }: AdvancedFilterPopoverProps) {
  const { t } = useTranslation('events');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<AdvancedFilters>(applied);
  const titleId = useId();

  const open = () => {
    setDraft(applied);
    setOpened(true);
  };
  const apply = (filters: AdvancedFilters) => {
    onApply(filters);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={340} trapFocus>
      <Popover.Target>
        <Indicator disabled={!active} size={10} offset={4}>
          <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => (opened ? setOpened(false) : open())}>
            {t('filter.open')}
          </Button>
        </Indicator>
      </Popover.Target>
      {/* Named by its own title rather than by the button that opens it. */}
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text fw={600} id={titleId}>
            {t('filter.title')}
          </Text>
          <EventDateRangeInput label={t('filter.startRange')} value={draft.start} onChange={(start) => setDraft({ ...draft, start })} />
          <EventDateRangeInput label={t('filter.endRange')} value={draft.end} onChange={(end) => setDraft({ ...draft, end })} />
          <Radio.Group
            label={t('filter.status')}
            value={draft.status ?? ANY}
            onChange={(value) => setDraft({ ...draft, status: value === ANY ? null : eventStatusSchema.parse(value) })}
          >
            <Group gap="sm" mt={4}>
              {STATUS_CHOICES.map((choice) => (
                <Radio key={choice} value={choice} label={choice === ANY ? t('filter.any') : t(`status.${choice}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={() => apply({ start: NO_RANGE, end: NO_RANGE, status: null })}>
              {t('filter.clear')}
            </Button>
            <Button onClick={() => apply(draft)}>{t('filter.apply')}</Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
