import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, ATTENDEE_SEARCH_MAX_LENGTH, FUNNEL_STAGES, type AnalyticsFunnelStage, type AttendeeRole } from '@aula/shared';
import { SearchBox } from '@/components/ui/search-box';
import type { AnalyticsAccountFilters } from '../lib/account-filters';

/** The first option of each filter: no filter (a choice in the list, so the keyboard reaches it too). */
const ANY = '';

type AccountFiltersBarProps = {
  search: string;
  onSearch(text: string): void;
  filters: Pick<AnalyticsAccountFilters, 'stage' | 'role'>;
  onChange(patch: Partial<AnalyticsAccountFilters>): void;
};

/** The analytics accounts' search box (Esc clears it) and their stage and role filters. */
export function AccountFiltersBar({ search, onSearch, filters, onChange }: AccountFiltersBarProps) {
  const { t } = useTranslation('analytics');
  return (
    <Group gap="sm" align="flex-end">
      <SearchBox
        value={search}
        onChange={onSearch}
        maxLength={ATTENDEE_SEARCH_MAX_LENGTH}
        label={t('accounts.search')}
        placeholder={t('accounts.searchPlaceholder')}
        clearLabel={t('accounts.clearSearch')}
      />
      <Select
        w={170}
        label={t('accounts.stage')}
        allowDeselect={false}
        data={[{ value: ANY, label: t('accounts.anyStage') }, ...FUNNEL_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))]}
        value={filters.stage ?? ANY}
        onChange={(stage) => onChange({ stage: (stage || null) as AnalyticsFunnelStage | null })}
      />
      <Select
        w={170}
        label={t('accounts.role')}
        allowDeselect={false}
        data={[{ value: ANY, label: t('accounts.anyRole') }, ...ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
        value={filters.role ?? ANY}
        onChange={(role) => onChange({ role: (role || null) as AttendeeRole | null })}
      />
    </Group>
  );
}
