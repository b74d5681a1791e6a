import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LicenseChange, SystemUser } from '@aula/shared';

const STATUS_COLORS: Record<SystemUser['status'], string> = { active: 'green', pending: 'gray', deactivated: 'red' };

/** The company's users: name, e-mail, role and status. */
export function CompanyUsers({ users }: { users: SystemUser[] }) {
  const { t } = useTranslation('system');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('users.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('users.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.name')}</Table.Th>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th>{t('users.role')}</Table.Th>
              <Table.Th>{t('users.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The admins' licence changes of the company, newest first, for support. */
export function CompanyHistory({ changes }: { changes: LicenseChange[] }) {
  const { t, i18n } = useTranslation('system');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('history.title')}
      </Title>
      {changes.length === 0 ? (
        <Text c="dimmed">{t('history.none')}</Text>
      ) : (
        <Table striped aria-label={t('history.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.when')}</Table.Th>
              <Table.Th>{t('history.action')}</Table.Th>
              <Table.Th>{t('history.detail')}</Table.Th>
              <Table.Th>{t('history.admin')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.id}>
                <Table.Td>{when.format(new Date(change.createdAt))}</Table.Td>
                <Table.Td>{t(`history.actions.${change.action}`)}</Table.Td>
                <Table.Td>{change.detail}</Table.Td>
                <Table.Td>{change.adminEmail ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
