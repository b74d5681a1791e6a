import { useEffect } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useBillingOverview } from '../api/billing-api';
import { openSubscriptionPrompt } from '../lib/subscription-prompt-store';
import { CurrentPlan } from './current-plan';
import { InvoicesTable } from './invoices-table';
import { PlanCards } from './plan-cards';
import { SubscriptionsTable } from './subscriptions-table';
import { loadingProps } from '@/components/ui/loading-props';

/** The query that opens the prompt on arrival, e.g. from the upgrade dialog (docs/rules/errors.md#upgrade-and-missing-posts) or a failed payment. */
export const SUBSCRIBE_PARAM = 'subscribe';

/**
 * /profile/billing (route ProfileBilling, docs/rules/billing.md#billing-page): the plan or trial, usage, the plans, "my
 * subscriptions" and invoices. Owners only: the server refuses others, who read why.
 */
export function BillingScreen() {
  const { t } = useTranslation('billing');
  const { data: overview, error } = useBillingOverview();
  const [search, setSearch] = useSearchParams();
  const subscribe = search.has(SUBSCRIBE_PARAM);

  useEffect(() => {
    if (!subscribe || !overview) return;
    openSubscriptionPrompt();
    setSearch((params) => {
      params.delete(SUBSCRIBE_PARAM);
      return params;
    }, { replace: true });
  }, [subscribe, overview, setSearch]);

  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="blue" title={t('ownersOnly.title')}>
        {t('ownersOnly.text')}
      </Alert>
    );
  }
  if (error) return <Alert color="red" title={t('loadFailed')} />;
  if (!overview) return <Skeleton height={320} {...loadingProps(t('loading'))} />;

  return (
    <Stack gap="xl">
      <CurrentPlan overview={overview} />
      <PlanCards plans={overview.plans} current={overview.state === 'licensed' ? overview.plan : null} subscribed={overview.subscriptions.some((subscription) => subscription.status !== 'ended')} />
      <SubscriptionsTable subscriptions={overview.subscriptions} />
      <InvoicesTable invoices={overview.invoices} />
    </Stack>
  );
}
