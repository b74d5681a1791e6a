import { Select } from '@mantine/core';

/** The first option of a filter: no filter (a choice in the list, so the keyboard reaches it too). */
const ANY = '';

type AnyOrSelectProps<Value extends string> = {
  label: string;
  /** The first option's text, e.g. 'Any role'. */
  anyLabel: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange(value: Value | null): void;
  width?: number;
  searchable?: boolean;
  nothingFoundMessage?: string;
};

/** A list's filter: one of the options, or any (null). */
export function AnyOrSelect<Value extends string>({ label, anyLabel, options, value, onChange, width = 170, searchable, nothingFoundMessage }: AnyOrSelectProps<Value>) {
  return (
    <Select
      w={width}
      label={label}
      allowDeselect={false}
      searchable={searchable}
      nothingFoundMessage={nothingFoundMessage}
      data={[{ value: ANY, label: anyLabel }, ...options]}
      value={value ?? ANY}
      onChange={(chosen) => onChange(chosen ? (chosen as Value) : null)}
    />
  );
}
