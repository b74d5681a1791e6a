import { Button, Group } from '@mantine/core';
import { IconFileImport, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { accountEditHref, accountsHref } from '../hooks/use-account-route';

/** An event without accounts: the two ways to get them, importing a list or adding one by one. */
export function AccountsEmptyState({ eventId }: { eventId: number }) {
  const { t } = useTranslation('accounts');
  return (
    <EmptyState
      icon={IconUsers}
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
      action={
        <Group gap="sm" justify="center">
          <Button component={Link} to={`${accountsHref(eventId)}/import`} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
            {t('list.import')}
          </Button>
          <Button component={Link} to={accountEditHref(eventId, 0)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.add')}
          </Button>
        </Group>
      }
    />
  );
}
