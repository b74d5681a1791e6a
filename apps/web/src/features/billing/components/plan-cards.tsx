import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillingPlan, PlanId } from '@aula/shared';
import { formatMoney } from '../lib/money';
import { openSubscriptionPrompt } from '../lib/subscription-prompt-store';

/** `subscribed`: a subscription runs, so no second one is offered (the server refuses it too). */
type PlanCardsProps = { plans: BillingPlan[]; current: PlanId | null; subscribed: boolean };

/** The plans on offer with their limits and prices (in EUR: docs/rules/billing.md#plans), each with a way to subscribe. */
export function PlanCards({ plans, current, subscribed }: PlanCardsProps) {
  const { t, i18n } = useTranslation('billing');
  const limit = (value: number | null) => (value === null ? t('plans.unlimited') : value.toLocaleString(i18n.language));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('plans.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {plans.map((plan) => {
          const name = t(`plans.${plan.id}`);
          return (
            <Card key={plan.id} withBorder padding="lg" data-testid={`plan-${plan.id}`} aria-label={name} component="section">
              <Stack gap="sm" h="100%">
                <Title order={3} size="h4">
                  {name} {current === plan.id && <Badge ml="xs">{t('plans.current')}</Badge>}
                </Title>
                <div>
                  <Text fw={700} size="lg">
                    {t('plans.perMonth', { price: formatMoney(plan.prices.month, i18n.language) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('plans.perYear', { price: formatMoney(plan.prices.year, i18n.language) })} · {t('plans.vat')}
                  </Text>
                </div>
                <List size="sm" spacing={4}>
                  <List.Item>
                    {t('plans.openEvents')}: {limit(plan.limits.openEvents)}
                  </List.Item>
                  <List.Item>
                    {t('plans.accountsPerEvent')}: {limit(plan.limits.accountsPerEvent)}
                  </List.Item>
                  <List.Item>
                    {t('plans.users')}: {limit(plan.limits.users)}
                  </List.Item>
                </List>
                {!subscribed && (
                  <Button mt="auto" variant={current === plan.id ? 'default' : 'filled'} onClick={() => openSubscriptionPrompt(plan.id)}>
                    {t('plans.subscribe', { plan: name })}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
