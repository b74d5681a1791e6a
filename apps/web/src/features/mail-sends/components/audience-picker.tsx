import { useState } from 'react';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, ATTENDEE_STATUSES, type AttendeeSelectionInput } from '@aula/shared';
import { useMailSendAccounts, useMailSendGroups } from '../api/mail-sends-api';

export const AUDIENCE_MODES = ['everyone', 'role', 'group', 'status', 'picked'] as const;
export type AudienceMode = (typeof AUDIENCE_MODES)[number];
export type Audience = { mode: AudienceMode; value: string | null; picked: string[] };

export const EVERYONE: Audience = { mode: 'everyone', value: null, picked: [] };

/** The selection the server counts and sends to, or null while the choice is incomplete. */
export function selectionOf(audience: Audience): AttendeeSelectionInput | null {
  switch (audience.mode) {
    case 'everyone':
      return { filter: { q: '' } };
    case 'picked':
      return audience.picked.length ? { ids: audience.picked.map(Number) } : null;
    default:
      return audience.value ? { filter: { q: '', [audience.mode]: audience.value } } : null;
  }
}

type Props = { eventId: number; value: Audience; onChange: (audience: Audience) => void };

/** Who receives the mail: everyone, a role, a group, a status, or accounts picked by searching. */
export function AudiencePicker({ eventId, value, onChange }: Props) {
  const { t } = useTranslation(['mail-sends', 'accounts']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const groups = useMailSendGroups(eventId);
  const accounts = useMailSendAccounts(eventId, value.mode === 'picked' ? debounced : '');
  // Picked accounts keep their labels while a search shows other ones.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const found = (accounts.data?.rows ?? []).map((row) => ({ value: String(row.id), label: `${row.firstName} ${row.lastName} <${row.email ?? ''}>`.trim() }));
  const options = [...found, ...value.picked.filter((id) => !found.some((row) => row.value === id)).map((id) => ({ value: id, label: labels[id] ?? id }))];

  const choices: Record<Exclude<AudienceMode, 'everyone' | 'picked'>, { value: string; label: string }[]> = {
    role: ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`accounts:roles.${role}`) })),
    group: (groups.data ?? []).map((group) => ({ value: group, label: group })),
    status: ATTENDEE_STATUSES.map((status) => ({ value: status, label: t(`accounts:statuses.${status}`) })),
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('form.recipients')}
        data={AUDIENCE_MODES.map((mode) => ({ value: mode, label: t(`audience.${mode}`) }))}
        value={value.mode}
        allowDeselect={false}
        onChange={(mode) => onChange({ mode: (mode ?? 'everyone') as AudienceMode, value: null, picked: [] })}
      />
      {value.mode !== 'everyone' && value.mode !== 'picked' && (
        <Select
          label={t(`audience.${value.mode}Label`)}
          placeholder={t('audience.choose')}
          data={choices[value.mode]}
          value={value.value}
          searchable
          onChange={(choice) => onChange({ ...value, value: choice })}
        />
      )}
      {value.mode === 'picked' && (
        <MultiSelect
          label={t('audience.pickedLabel')}
          placeholder={t('audience.search')}
          data={options}
          value={value.picked}
          searchable
          filter={({ options: all }) => all}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('audience.nothingFound')}
          onChange={(picked) => {
            setLabels((current) => ({ ...current, ...Object.fromEntries(found.map((row) => [row.value, row.label])) }));
            onChange({ ...value, picked });
          }}
        />
      )}
    </Stack>
  );
}
