import { Group, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@aula/shared';
import { TitledTable } from '@/components/ui/titled-table';
import { useSetAutoRenew } from '../api/billing-api';
import { formatDay } from '../lib/money';

/** "My subscriptions" (docs/rules/billing.md#billing-page), the newest first, with the auto-renew toggle on the one that runs. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t, i18n } = useTranslation('billing');
  const autoRenew = useSetAutoRenew();
  return (
    <TitledTable
      title={t('subscriptions.title')}
      columns={[t('subscriptions.plan'), t('subscriptions.interval'), t('subscriptions.status'), t('subscriptions.periodEnd'), t('subscriptions.autoRenew')]}
      emptyText={t('subscriptions.empty')}
      isEmpty={subscriptions.length === 0}
      minWidth={640}
    >
      {subscriptions.map((subscription) => {
        const state = subscription.autoRenew ? t('subscriptions.activated') : t('subscriptions.deactivated');
        return (
          <Table.Tr key={subscription.id}>
            <Table.Td>{t(`plans.${subscription.plan}`)}</Table.Td>
            <Table.Td>{t(`interval.${subscription.interval}`)}</Table.Td>
            <Table.Td>{t(`subscriptionStatus.${subscription.status}`)}</Table.Td>
            <Table.Td>{formatDay(subscription.currentPeriodEnd, i18n.language)}</Table.Td>
            <Table.Td>
              {subscription.status === 'ended' ? (
                state
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    checked={autoRenew.isPending ? autoRenew.variables : subscription.autoRenew}
                    onChange={(event) => autoRenew.mutate(event.currentTarget.checked)}
                    disabled={autoRenew.isPending}
                    aria-label={t('subscriptions.autoRenewLabel')}
                  />
                  <Text size="sm">{autoRenew.isPending ? (autoRenew.variables ? t('subscriptions.activated') : t('subscriptions.deactivated')) : state}</Text>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </TitledTable>
  );
}
