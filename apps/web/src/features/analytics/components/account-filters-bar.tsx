import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, ATTENDEE_SEARCH_MAX_LENGTH, FUNNEL_STAGES } from '@aula/shared';
import { AnyOrSelect } from '@/components/ui/any-or-select';
import { SearchBox } from '@/components/ui/search-box';
import type { AnalyticsAccountFilters } from '../lib/account-filters';

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
      <AnyOrSelect
        label={t('accounts.stage')}
        anyLabel={t('accounts.anyStage')}
        options={FUNNEL_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))}
        value={filters.stage ?? null}
        onChange={(stage) => onChange({ stage })}
      />
      <AnyOrSelect
        label={t('accounts.role')}
        anyLabel={t('accounts.anyRole')}
        options={ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        value={filters.role ?? null}
        onChange={(role) => onChange({ role })}
      />
    </Group>
  );
}
