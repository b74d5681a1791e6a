import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, ATTENDEE_SEARCH_MAX_LENGTH, ATTENDEE_STATUSES, type AttendeeRole, type AttendeeStatus } from '@aula/shared';
import { SearchBox } from '@/components/ui/search-box';
import type { AccountFilters } from '../lib/account-filters';

/** The first option of each filter: no filter (a choice in the list, so the keyboard reaches it too). */
const ANY = '';

type AccountFiltersBarProps = {
  search: string;
  onSearch(text: string): void;
  filters: Pick<AccountFilters, 'role' | 'status' | 'group'>;
  groups: readonly string[];
  onChange(patch: Partial<AccountFilters>): void;
};

/** The list's search box (Esc clears it, as on the events list) and its role, status and group filters. */
export function AccountFiltersBar({ search, onSearch, filters, groups, onChange }: AccountFiltersBarProps) {
  const { t } = useTranslation('accounts');
  // A group in the URL that no account has any more stays choosable, so the filter shows what is applied.
  const groupOptions = filters.group && !groups.includes(filters.group) ? [filters.group, ...groups] : [...groups];
  return (
    <Group gap="sm" align="flex-end">
      <SearchBox
        value={search}
        onChange={onSearch}
        maxLength={ATTENDEE_SEARCH_MAX_LENGTH}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        clearLabel={t('search.clear')}
      />
      <Select
        w={170}
        label={t('filters.role')}
        allowDeselect={false}
        data={[{ value: ANY, label: t('filters.anyRole') }, ...ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
        value={filters.role ?? ANY}
        onChange={(role) => onChange({ role: (role || null) as AttendeeRole | null })}
      />
      <Select
        w={170}
        label={t('filters.status')}
        allowDeselect={false}
        data={[{ value: ANY, label: t('filters.anyStatus') }, ...ATTENDEE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))]}
        value={filters.status ?? ANY}
        onChange={(status) => onChange({ status: (status || null) as AttendeeStatus | null })}
      />
      <Select
        w={190}
        label={t('filters.group')}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('filters.noGroups')}
        data={[{ value: ANY, label: t('filters.anyGroup') }, ...groupOptions.map((group) => ({ value: group, label: group }))]}
        value={filters.group ?? ANY}
        onChange={(group) => onChange({ group: group || null })}
      />
    </Group>
  );
}
