import { useState } from 'react';
import { Button, Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BILLING_INTERVALS, PLAN_IDS, PLANS, type BillingInterval, type PlanId } from '@aula/shared';
import { useStartCheckout } from '../api/billing-api';
import { formatMoney } from '../lib/money';
import { closeSubscriptionPrompt, useSubscriptionPrompt } from '../lib/subscription-prompt-store';

const DEFAULT_PLAN: PlanId = 'professional';

/**
 * The subscription prompt (docs/rules/billing.md#subscription-prompt): a plan and a billing period, then the card payment's page, which
 * the server names (Stripe Checkout, or the in-app sandbox without Stripe keys). Mounted once in the
 * shell, so showStripe opens it on any page of every tab.
 */
export function SubscriptionPrompt() {
  const { t, i18n } = useTranslation('billing');
  const { open, plan: chosenPlan } = useSubscriptionPrompt();
  // The shell mounts the prompt each time it opens: it starts from the plan a subscribe button named.
  const [plan, setPlan] = useState<PlanId>(chosenPlan ?? DEFAULT_PLAN);
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const checkout = useStartCheckout();

  const pay = () =>
    checkout.mutate({ plan, interval }, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <Modal opened={open} onClose={closeSubscriptionPrompt} title={t('prompt.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('prompt.intro')}</Text>
        <Radio.Group label={t('prompt.plan')} value={plan} onChange={(value) => setPlan(value as PlanId)}>
          <Stack gap="xs" mt="xs">
            {PLAN_IDS.map((id) => (
              <Radio
                key={id}
                value={id}
                label={t(`plans.${id}`)}
                description={t('plans.perMonth', { price: formatMoney(PLANS[id].prices.month, i18n.language) })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="prompt-interval">
            {t('prompt.interval')}
          </Text>
          <SegmentedControl
            aria-labelledby="prompt-interval"
            value={interval}
            onChange={(value) => setBillingInterval(value as BillingInterval)}
            data={BILLING_INTERVALS.map((value) => ({ value, label: t(`interval.${value}`) }))}
          />
        </Stack>
        <Text fw={600} data-testid="prompt-total">
          {t('prompt.total', { price: formatMoney(PLANS[plan].prices[interval], i18n.language), period: t(`prompt.period.${interval}`) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={closeSubscriptionPrompt}>
            {t('prompt.cancel')}
          </Button>
          <Button onClick={pay} loading={checkout.isPending || checkout.isSuccess}>
            {t('prompt.pay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
