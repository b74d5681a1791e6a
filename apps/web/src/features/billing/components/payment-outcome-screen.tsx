import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchCheckoutOutcome } from '../api/billing-api';
import { openSubscriptionPrompt } from '../lib/subscription-prompt-store';

/** How often and how long a return page asks again while the provider's webhook has not arrived. */
export const OUTCOME_POLL_MS = 1000;
export const OUTCOME_POLL_TRIES = 8;

type PaymentOutcomeScreenProps = {
  /** Which return page the provider sent the browser to (docs/rules/billing.md#payment-outcome). */
  page: 'success' | 'failure';
  /** Queries read again once the payment is confirmed, e.g. the user info with its licence (the trial banner). */
  refreshWhenPaid?: readonly (readonly unknown[])[];
};

/**
 * /payment-success and /payment-failure (docs/rules/billing.md#payment-outcome): the outcome of the checkout in `?checkout=`,
 * asked again for a few seconds while it is still open, since the webhook that decides it may land
 * after the browser returns (only webhooks change the licence: docs/rules/billing.md#card-payments).
 */
export function PaymentOutcomeScreen({ page, refreshWhenPaid = [] }: PaymentOutcomeScreenProps) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const checkoutId = Number(useSearchParams()[0].get('checkout'));
  const valid = Number.isInteger(checkoutId) && checkoutId > 0;
  const queryKey = ['billing', 'checkout', checkoutId];
  const { data: outcome, isError, dataUpdatedAt } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCheckoutOutcome(checkoutId, signal),
    enabled: valid,
    refetchInterval: (query) => (query.state.data?.status === 'open' && query.state.dataUpdateCount < OUTCOME_POLL_TRIES ? OUTCOME_POLL_MS : false),
  });
  const paid = outcome?.status === 'paid';
  // Each answer re-renders through `dataUpdatedAt`; the count of answers says whether polling has stopped.
  const answers = dataUpdatedAt ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;

  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ['billing', 'overview'] });
    for (const queryKey of refreshWhenPaid) void queryClient.invalidateQueries({ queryKey });
  }, [paid, queryClient, refreshWhenPaid]);

  const links = (
    <Group>
      <Button component={Link} to="/events">
        {t('outcome.toEvents')}
      </Button>
      <Button component={Link} to="/profile/billing" variant="default">
        {t('outcome.toBilling')}
      </Button>
    </Group>
  );

  if (!valid || isError) {
    return (
      <Paper withBorder p="xl" maw={640}>
        <Stack gap="md">
          <Title order={1}>{t('outcome.unknownTitle')}</Title>
          <Alert color="red">{t('outcome.unknown')}</Alert>
          <Text>{t('outcome.unknownText')}</Text>
          {links}
        </Stack>
      </Paper>
    );
  }
  const waiting = !outcome || (outcome.status === 'open' && answers < OUTCOME_POLL_TRIES);
  if (waiting) {
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('outcome.checking')}</Text>
      </Group>
    );
  }

  if (paid) {
    return (
      <Paper withBorder p="xl" maw={640}>
        <Stack gap="md">
          <Title order={1}>{t('outcome.successTitle')}</Title>
          <Text>{t('outcome.successText', { plan: t(`plans.${outcome.plan}`) })}</Text>
          {links}
        </Stack>
      </Paper>
    );
  }

  if (page === 'success' && outcome.status === 'open') {
    return (
      <Paper withBorder p="xl" maw={640}>
        <Stack gap="md">
          <Title order={1}>{t('outcome.pendingTitle')}</Title>
          <Text>{t('outcome.pendingText')}</Text>
          {links}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="xl" maw={640}>
      <Stack gap="md">
        <Title order={1}>{t('outcome.failedTitle')}</Title>
        <Text>{outcome.status === 'expired' ? t('outcome.expiredText') : t('outcome.failedText')}</Text>
        {outcome.failureReason && <Text data-testid="failure-reason">{t('outcome.reason', { reason: outcome.failureReason })}</Text>}
        <Group>
          <Button onClick={() => openSubscriptionPrompt(outcome.plan)}>{t('outcome.tryAgain')}</Button>
          <Button component={Link} to="/profile/billing" variant="default">
            {t('outcome.toBilling')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
