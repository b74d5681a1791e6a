import { memo, type ReactNode } from 'react';
import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AttendeeAccount, AttendeeSortKey, SortDirection } from '@aula/shared';
import type { AccountSelection } from '../hooks/use-account-selection';
import { accountEditHref } from '../hooks/use-account-route';
import { AccountStatusBadge } from './account-status-badge';
import { SortableHeader } from '@/components/ui/sortable-header';

export type AccountsTableProps = {
  eventId: number;
  rows: readonly AttendeeAccount[];
  sort: AttendeeSortKey;
  dir: SortDirection;
  onSort(column: AttendeeSortKey, dir: SortDirection): void;
  selection: Pick<AccountSelection, 'isSelected' | 'toggle' | 'togglePage'>;
  /**
   * The live online indicator of an account (docs/rules/venue.md#presence); the column appears when it
   * is given, after the status.
   */
  renderOnline?: (account: AttendeeAccount) => ReactNode;
};

/** An account's name as the list shows it: first and last name, or a placeholder. */
export const accountName = (account: Pick<AttendeeAccount, 'firstName' | 'lastName'>, unnamed: string) =>
  `${account.firstName} ${account.lastName}`.trim() || unnamed;

/**
 * One page of accounts: selection boxes, sortable headers, and rows that open the account; the
 * name is also a link, so the keyboard reaches every account.
 */
export function AccountsTable({ eventId, rows, sort, dir, onSort, selection, renderOnline }: AccountsTableProps) {
  const { t } = useTranslation('accounts');
  const ids = rows.map((row) => row.id);
  const ticked = ids.filter((id) => selection.isSelected(id)).length;
  const header = (column: AttendeeSortKey) => {
    const label = t(`columns.${column}`);
    return (
      <SortableHeader
        column={column}
        label={label}
        sort={sort}
        dir={dir}
        title={(next) => t(next === 'asc' ? 'columns.sortAscending' : 'columns.sortDescending', { column: label })}
        onSort={onSort}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('selection.selectPage')}
                checked={ticked > 0 && ticked === ids.length}
                indeterminate={ticked > 0 && ticked < ids.length}
                onChange={(event) => selection.togglePage(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            {header('name')}
            {header('email')}
            {header('role')}
            <Table.Th>{t('columns.groups')}</Table.Th>
            {header('status')}
            {renderOnline && <Table.Th>{t('columns.online')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((account) => (
            <AccountRow
              key={account.id}
              eventId={eventId}
              account={account}
              selected={selection.isSelected(account.id)}
              onToggle={selection.toggle}
              online={renderOnline?.(account)}
              withOnline={renderOnline !== undefined}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type AccountRowProps = {
  eventId: number;
  account: AttendeeAccount;
  selected: boolean;
  onToggle(id: number, checked: boolean): void;
  online: ReactNode;
  withOnline: boolean;
};

const AccountRow = memo(function AccountRow({ eventId, account, selected, onToggle, online, withOnline }: AccountRowProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const name = accountName(account, t('list.unnamed'));
  const href = accountEditHref(eventId, account.id);
  return (
    <Table.Tr data-testid="account-row" onClick={() => navigate(href)} style={{ cursor: 'pointer' }} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td onClick={(event) => event.stopPropagation()}>
        <Checkbox aria-label={t('selection.selectRow', { name })} checked={selected} onChange={(event) => onToggle(account.id, event.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={href} fw={500} onClick={(event) => event.stopPropagation()}>
          {name}
        </Anchor>
        {!account.active && (
          <Text span size="xs" c="dimmed" ml="xs">
            {t('list.inactive')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{account.email}</Table.Td>
      <Table.Td>{t(`roles.${account.role}`)}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {account.groups.map((group) => (
            <Badge key={group} variant="outline" color="gray" radius="sm" tt="none">
              {group}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <AccountStatusBadge status={account.status} />
      </Table.Td>
      {withOnline && <Table.Td>{online}</Table.Td>}
    </Table.Tr>
  );
});
