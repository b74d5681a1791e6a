import { Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@aula/shared';
import { useSetAutoRenew } from '../api/billing-api';
import { formatDay } from '../lib/money';

/** "My subscriptions" (SPEC §2), the newest first, with SPEC §4's auto-renew toggle on the one that runs. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t, i18n } = useTranslation('billing');
  const autoRenew = useSetAutoRenew();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('subscriptions.title')}
      </Title>
      {subscriptions.length === 0 ? (
        <Text c="dimmed">{t('subscriptions.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('subscriptions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('subscriptions.plan')}</Table.Th>
                <Table.Th>{t('subscriptions.interval')}</Table.Th>
                <Table.Th>{t('subscriptions.status')}</Table.Th>
                <Table.Th>{t('subscriptions.periodEnd')}</Table.Th>
                <Table.Th>{t('subscriptions.autoRenew')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
