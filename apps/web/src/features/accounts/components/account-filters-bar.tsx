import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, ATTENDEE_SEARCH_MAX_LENGTH, ATTENDEE_STATUSES } from '@aula/shared';
import { AnyOrSelect } from '@/components/ui/any-or-select';
import { SearchBox } from '@/components/ui/search-box';
import type { AccountFilters } from '../lib/account-filters';

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
      <AnyOrSelect
        label={t('filters.role')}
        anyLabel={t('filters.anyRole')}
        options={ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        value={filters.role ?? null}
        onChange={(role) => onChange({ role })}
      />
      <AnyOrSelect
        label={t('filters.status')}
        anyLabel={t('filters.anyStatus')}
        options={ATTENDEE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status })}
      />
      <AnyOrSelect
        width={190}
        label={t('filters.group')}
        anyLabel={t('filters.anyGroup')}
        searchable
        nothingFoundMessage={t('filters.noGroups')}
        options={groupOptions.map((group) => ({ value: group, label: group }))}
        value={filters.group ?? null}
        onChange={(group) => onChange({ group })}
      />
    </Group>
  );
}
