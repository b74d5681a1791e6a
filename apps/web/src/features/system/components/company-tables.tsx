import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserZone, formatShownDateTimeInZone, type LicenseChange, type SystemUser } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { TitledTable } from '@/components/ui/titled-table';

const STATUS_COLORS: Record<SystemUser['status'], string> = { active: 'green', pending: 'gray', deactivated: 'red' };

/** The company's users: name, e-mail, role and status. */
export function CompanyUsers({ users }: { users: SystemUser[] }) {
  const { t } = useTranslation('system');
  return (
    <TitledTable
      title={t('users.title')}
      titleSize="h4"
      columns={[t('users.name'), t('users.email'), t('users.role'), t('users.status')]}
      striped
      minWidth={640}
    >
      {users.map((user) => (
        <Table.Tr key={user.id}>
          <Table.Td>{`${user.firstName} ${user.lastName}`}</Table.Td>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>{t(`role.${user.role}`)}</Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLORS[user.status]} variant="light">
              {t(`userStatus.${user.status}`)}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    </TitledTable>
  );
}

/** The admins' licence changes of the company, newest first, for support. */
export function CompanyHistory({ changes }: { changes: LicenseChange[] }) {
  const { t } = useTranslation('system');
  const { language } = useLanguage();
  return (
    <TitledTable
      title={t('history.title')}
      titleSize="h4"
      columns={[t('history.when'), t('history.action'), t('history.detail'), t('history.admin')]}
      emptyText={t('history.none')}
      isEmpty={changes.length === 0}
      striped
    >
      {changes.map((change) => (
        <Table.Tr key={change.id}>
          <Table.Td>{formatShownDateTimeInZone(Date.parse(change.createdAt), browserZone, language)}</Table.Td>
          <Table.Td>{t(`history.actions.${change.action}`)}</Table.Td>
          <Table.Td>{change.detail}</Table.Td>
          <Table.Td>{change.adminEmail ?? '–'}</Table.Td>
        </Table.Tr>
      ))}
    </TitledTable>
  );
}
