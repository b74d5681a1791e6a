import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limitsOf, type BillingOverview } from '@aula/shared';
import { formatDay } from '../lib/money';
import { openSubscriptionPrompt } from '../lib/subscription-prompt-store';

/**
 * The period end of the running subscription that renews, if any: its licence runs a few days past
 * it, for a late renewal (docs/rules/billing.md#billing-page), and the page names the period's end.
 */
function renewalOf(overview: BillingOverview): string | null {
  const renewing = overview.subscriptions.filter((subscription) => subscription.status !== 'ended' && subscription.autoRenew);
  return renewing.map((subscription) => subscription.currentPeriodEnd).sort().at(-1) ?? null;
}

/** The plan or trial now, its days left or end, and the usage beside the limits that apply. */
export function CurrentPlan({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  const { state } = overview;
  const onTrial = state === 'trial' || state === 'trial_ended';
  const limits = limitsOf(state === 'licensed' ? overview.plan : null);
  const day = (iso: string | null) => (iso ? formatDay(iso, lang) : '');
  const renewal = renewalOf(overview);

  const description =
    state === 'trial'
      ? t('current.trialEnds', { date: day(overview.trialEndsAt) })
      : state === 'trial_ended'
        ? t('current.trialEnded', { date: day(overview.trialEndsAt) })
        : state === 'license_ended'
          ? t('current.licenseEnded', { date: day(overview.licenseEndsAt) })
          : renewal
            ? t('current.renews', { date: day(renewal) })
            : overview.licenseEndsAt
              ? t('current.licenseEnds', { date: day(overview.licenseEndsAt) })
            : t('current.licenseUnlimited');
  const usage = (used: number, limit: number | null) =>
    limit === null ? t('usage.unlimited', { used }) : t('usage.ofLimit', { used, limit });

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('current.title')}
            </Title>
            <Group gap="xs">
              <Text fw={700} size="lg" data-testid="current-plan">
                {onTrial || !overview.plan ? t('current.trial') : t('current.licensed', { plan: t(`plans.${overview.plan}`) })}
              </Text>
              <Badge color={state === 'trial' || state === 'licensed' ? 'blue' : 'red'}>{t(`state.${state}`)}</Badge>
              {onTrial && overview.trialDaysLeft !== null && (
                <Badge variant="light" data-testid="trial-days-left">
                  {t('current.daysLeft', { count: overview.trialDaysLeft })}
                </Badge>
              )}
            </Group>
            <Text size="sm">{description}</Text>
          </Stack>
          {state !== 'licensed' && <Button onClick={() => openSubscriptionPrompt()}>{t('current.subscribe')}</Button>}
        </Group>
        <Table variant="vertical" withTableBorder={false} aria-label={t('usage.title')} maw={420}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>{t('usage.openEvents')}</Table.Th>
              <Table.Td>{usage(overview.usage.openEvents, limits.openEvents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('usage.users')}</Table.Th>
              <Table.Td>{usage(overview.usage.users, limits.users)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
