import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyUser } from '@aula/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api-failure';
import { useCompanyUsers } from '../api/company-users-api';
import { StatusBadge } from './status-badge';
import { loadingProps } from '@/components/ui/loading-props';

export const usersPath = '/profile/users';
export const userPath = (userId: number) => `${usersPath}/${userId}`;

/** /profile/users (docs/rules/roles-and-permissions.md#company-users): the company's users with role, status and a host's events; owners only. */
export function CompanyUsersScreen() {
  const { t } = useTranslation('company-users');
  const { data, error } = useCompanyUsers();
  const invite = (
    <Button component={Link} to={userPath(0)} leftSection={<IconUserPlus size={16} aria-hidden />}>
      {t('list.invite')}
    </Button>
  );

  let body;
  if (error) body = <Alert color="red" title={error instanceof ApiError && error.status === 403 ? t('list.ownersOnly') : t('list.loadFailed')} />;
  else if (!data) body = <Skeleton height={240} {...loadingProps(t('list.loading'))} />;
  else
    body = (
      <Stack gap="md">
        <Paper withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={t('list.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.name')}</Table.Th>
                  <Table.Th>{t('list.email')}</Table.Th>
                  <Table.Th>{t('list.role')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('list.events')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Text size="sm" c="dimmed">
          {data.limit === null ? t('list.countNoLimit', { count: data.users.length }) : t('list.countOfLimit', { count: data.users.length, limit: data.limit })}
        </Text>
        {data.users.length <= 1 && <EmptyState icon={IconUsers} title={t('empty.title')} text={t('empty.text')} action={invite} />}
      </Stack>
    );

  return (
    <Stack gap="lg">
      {data && <Group justify="flex-end">{invite}</Group>}
      {body}
    </Stack>
  );
}

function UserRow({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('company-users');
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Table.Tr>
      <Table.Td>
        <Text component={Link} to={userPath(user.id)} fw={500} c="blue">
          {name}
        </Text>
      </Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
      <Table.Td>
        <StatusBadge status={user.status} />
      </Table.Td>
      <Table.Td>
        {user.role !== 'host' ? (
          <Text size="sm" c="dimmed">
            {t('list.allEvents')}
          </Text>
        ) : user.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('list.noEvents')}
          </Text>
        ) : (
          <Group gap={4}>
            {user.events.map((event) => (
              <Badge key={event.id} variant="light" color="gray" tt="none">
                {event.name}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
