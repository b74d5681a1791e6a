import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { EVENTS_SEARCH_WIDTH_PX } from '@aula/shared';

type SearchBoxProps = {
  value: string;
  onChange(text: string): void;
  maxLength: number;
  label: string;
  placeholder: string;
  clearLabel: string;
};

/** A list's search box, 300 wide (docs/rules/limits.md#layout); Esc or its clear button empties it. */
export function SearchBox({ value, onChange, maxLength, label, placeholder, clearLabel }: SearchBoxProps) {
  return (
    <TextInput
      w={EVENTS_SEARCH_WIDTH_PX}
      type="search"
      maxLength={maxLength}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onChange('');
      }}
      rightSection={value ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} /> : null}
    />
  );
}
