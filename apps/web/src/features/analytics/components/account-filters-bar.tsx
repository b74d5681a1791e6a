import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, ATTENDEE_SEARCH_MAX_LENGTH, EVENTS_SEARCH_WIDTH_PX, FUNNEL_STAGES, type AnalyticsFunnelStage, type AttendeeRole } from '@aula/shared';
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
      <TextInput
        w={EVENTS_SEARCH_WIDTH_PX}
        type="search"
        maxLength={ATTENDEE_SEARCH_MAX_LENGTH}
        aria-label={t('accounts.search')}
        placeholder={t('accounts.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onSearch('');
        }}
        rightSection={search ? <CloseButton size="sm" aria-label={t('accounts.search')} onClick={() => onSearch('')} /> : null}
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
