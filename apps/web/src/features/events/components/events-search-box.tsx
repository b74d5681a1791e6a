import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVENTS_SEARCH_WIDTH_PX } from '@aula/shared';

type EventsSearchBoxProps = {
  /** The search in the URL when the box mounts; the box owns its text from then on. */
  initialValue: string;
  onSearch: (text: string) => void;
};

/**
 * The search box (300 wide, SPEC §9). Its text is local state so that typing never waits for the
 * URL to update; every change is passed on at once, without a debounce. Esc clears it.
 */
export function EventsSearchBox({ initialValue, onSearch }: EventsSearchBoxProps) {
  const { t } = useTranslation('events');
  const [text, setText] = useState(initialValue);
  const change = (next: string) => {
    setText(next);
    onSearch(next);
  };
  return (
    <TextInput
      w={EVENTS_SEARCH_WIDTH_PX}
      type="search"
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') change('');
      }}
      rightSection={text ? <CloseButton size="sm" aria-label={t('filter.clear')} onClick={() => change('')} /> : null}
    />
  );
}
