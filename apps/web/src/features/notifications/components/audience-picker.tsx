import { useState, type ReactNode } from 'react';
import { MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ATTENDEE_ROLES, type NotificationAudienceKind, type NotificationOptions } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useAccountSearch, useAudienceCount } from '../api/notifications-api';
import { countableAudience, type NotificationFormValues } from '../lib/notification-form-values';
import { localName } from '../lib/local-name';

const KINDS: NotificationAudienceKind[] = ['everyone', 'role', 'group', 'accounts', 'room'];

type AudiencePickerProps = {
  eventId: number;
  values: NotificationFormValues;
  options: NotificationOptions;
  disabled: boolean;
  set: <K extends keyof NotificationFormValues>(field: K, value: NotificationFormValues[K]) => void;
  field: (path: 'role' | 'group' | 'audienceRoomId' | 'accountIds') => { error?: ReactNode };
};

/** Who a notification reaches, with how many attendees that is now. */
export function AudiencePicker({ eventId, values, options, disabled, set, field }: AudiencePickerProps) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const { data: found } = useAccountSearch(eventId, values.audienceKind === 'accounts' ? q : '');
  const audience = countableAudience(values);
  const { data: counted } = useAudienceCount(eventId, audience);
  // Chosen accounts keep their labels while the search shows others.
  const [labels, setLabels] = useState<Map<string, string>>(() => new Map(values.accountIds.map((id) => [id, `#${id}`])));
  const rows = (found?.rows ?? []).map((row) => ({ value: String(row.id), label: `${row.firstName} ${row.lastName}${row.email ? ` (${row.email})` : ''}` }));
  const accountData = [...new Map([...values.accountIds.map((id) => ({ value: id, label: labels.get(id) ?? `#${id}` })), ...rows].map((item) => [item.value, item])).values()];

  return (
    <Stack gap="sm">
      <Select
        label={t('fields.audience')}
        allowDeselect={false}
        disabled={disabled}
        value={values.audienceKind}
        onChange={(kind) => set('audienceKind', (kind ?? 'everyone') as NotificationAudienceKind)}
        data={KINDS.map((kind) => ({ value: kind, label: t(`audience.${kind}`) }))}
      />
      {values.audienceKind === 'role' && (
        <Select
          {...field('role')}
          label={t('fields.role')}
          required
          disabled={disabled}
          value={values.role || null}
          onChange={(role) => set('role', role ?? '')}
          data={ATTENDEE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
      )}
      {values.audienceKind === 'group' && (
        <Select
          {...field('group')}
          label={t('fields.group')}
          required
          searchable
          disabled={disabled}
          nothingFoundMessage={t('fields.noGroups')}
          value={values.group || null}
          onChange={(group) => set('group', group ?? '')}
          data={options.groups}
        />
      )}
      {values.audienceKind === 'room' && (
        <Select
          {...field('audienceRoomId')}
          label={t('fields.audienceRoom')}
          description={t('fields.audienceRoomHint')}
          required
          disabled={disabled}
          value={values.audienceRoomId || null}
          onChange={(room) => set('audienceRoomId', room ?? '')}
          data={options.rooms.map((room) => ({ value: String(room.id), label: localName(room.nameEn, room.nameDe, language) }))}
        />
      )}
      {values.audienceKind === 'accounts' && (
        <MultiSelect
          {...field('accountIds')}
          label={t('fields.accounts')}
          required
          searchable
          disabled={disabled}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          value={values.accountIds}
          onChange={(ids) => {
            setLabels((known) => new Map([...known, ...rows.filter((row) => ids.includes(row.value)).map((row) => [row.value, row.label] as const)]));
            set('accountIds', ids);
          }}
          data={accountData}
        />
      )}
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="audience-count">
        {audience && counted ? t('audience.count', { count: counted.count }) : t('audience.incomplete')}
      </Text>
    </Stack>
  );
}
