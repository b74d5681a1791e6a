import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVENT_SEARCH_MAX_LENGTH, EVENTS_SEARCH_WIDTH_PX } from '@aula/shared';

type EventsSearchBoxProps = { value: string; onChange: (text: string) => void };

/** The search box (300 wide, docs/rules/limits.md#layout); Esc clears it. */
export function EventsSearchBox({ value, onChange }: EventsSearchBoxProps) {
  const { t } = useTranslation('events');
  return (
    <TextInput
      w={EVENTS_SEARCH_WIDTH_PX}
      type="search"
      maxLength={EVENT_SEARCH_MAX_LENGTH}
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onChange('');
      }}
      rightSection={value ? <CloseButton size="sm" aria-label={t('filter.clear')} onClick={() => onChange('')} /> : null}
    />
  );
}
