import { memo } from 'react';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAccountRow, AnalyticsAccountSortKey, SortDirection } from '@aula/shared';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/use-language';
import { accountHref } from '../hooks/use-analytics-route';
import { formatCount, formatDecimal, formatEventDateTime } from '../lib/format';
import { DefinitionInfo } from './definition-info';
import { SortableHeader } from '@/components/ui/sortable-header';

// No green: Mantine's light green badge stays below 4.5:1 contrast on any background, and the theme darkens the others' backgrounds.
const STAGE_COLORS = { not_invited: 'gray', invited: 'gray', activated: 'blue', attended: 'teal', engaged: 'indigo' } as const;

type AccountsTableProps = {
  eventId: number;
  rows: readonly AnalyticsAccountRow[];
  timezoneOffset: number;
  sort: AnalyticsAccountSortKey;
  dir: SortDirection;
  onSort(column: AnalyticsAccountSortKey, dir: SortDirection): void;
};

/** The accounts with their funnel stage and activity; each name opens the account. Typing a search does not draw it again. */
export const AccountsTable = memo(function AccountsTable({ eventId, rows, timezoneOffset, sort, dir, onSort }: AccountsTableProps) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const seen = (instant: string | null) => (instant ? formatEventDateTime(instant, timezoneOffset, language) : t('state.none'));
  const header = (column: AnalyticsAccountSortKey, label: string) => (
    <SortableHeader
      column={column}
      label={label}
      sort={sort}
      dir={dir}
      firstDirection={column === 'name' || column === 'stage' ? 'asc' : 'desc'}
      title={(next) => t(next === 'asc' ? 'accounts.sortAscending' : 'accounts.sortDescending', { column: label })}
      onSort={onSort}
    />
  );
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table aria-label={t('titles.accounts')} striped>
        <Table.Thead>
          <Table.Tr>
            {header('name', t('accounts.name'))}
            {header('stage', t('accounts.stage'))}
            {header('firstSeen', t('accounts.firstSeen'))}
            {header('lastSeen', t('accounts.lastSeen'))}
            {header('minutes', t('accounts.minutes'))}
            {header('sessions', t('accounts.sessions'))}
            {header('messages', t('figures.messages'))}
            {header('questions', t('figures.questions'))}
            {header('votes', t('figures.votes'))}
            {header('score', t('figures.score'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.accountId} data-testid="analytics-account-row">
              <Table.Td>
                <Anchor component={Link} to={accountHref(eventId, row.accountId)}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STAGE_COLORS[row.stage]} radius="sm">
                  {t(`stages.${row.stage}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{seen(row.firstSeen)}</Table.Td>
              <Table.Td>{seen(row.lastSeen)}</Table.Td>
              <Table.Td>{formatCount(row.minutes, language)}</Table.Td>
              <Table.Td>{formatCount(row.sessions, language)}</Table.Td>
              <Table.Td>{formatCount(row.messages, language)}</Table.Td>
              <Table.Td>{formatCount(row.questions, language)}</Table.Td>
              <Table.Td>{formatCount(row.votes, language)}</Table.Td>
              <Table.Td>{formatDecimal(row.score, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

/** The definitions the accounts list's figures need, beside the list. */
export function AccountsDefinitions() {
  const { t } = useTranslation('analytics');
  return (
    <Text size="sm" c="dimmed" component="div">
      {t('accounts.stage')} <DefinitionInfo figure={t('accounts.stage')} definition={t('definitions.funnel')} /> {t('figures.engaged')}{' '}
      <DefinitionInfo figure={t('figures.engaged')} definition={t('definitions.engaged')} /> {t('figures.score')}{' '}
      <DefinitionInfo figure={t('figures.score')} definition={t('definitions.score')} />
    </Text>
  );
}
