import { useState } from 'react';
import { Alert, Anchor, Button, Center, Code, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SANDBOX_CARD_NUMBERS } from '@aula/shared';
import { ApiError } from '@/lib/api-failure';
import { useSandboxCheckout, useSandboxPay } from '../api/payment-sandbox-api';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * /sandbox-checkout/{checkoutId}: the in-app stand-in for Stripe Checkout when no Stripe keys are
 * configured (docs/rules/billing.md#card-payments). Clearly marked as a sandbox; paying sends the browser on to
 * /payment-success or /payment-failure, as Stripe's page would.
 */
export function SandboxCheckoutScreen() {
  const { t, i18n } = useTranslation('payment-sandbox');
  const navigate = useNavigate();
  const checkoutId = Number(useParams().checkoutId) || 0;
  const checkout = useSandboxCheckout(checkoutId);
  const pay = useSandboxPay();
  const [card, setCard] = useState('');

  const cardError =
    pay.error instanceof ApiError ? (pay.error.fields?.card ? t('cardInvalid') : pay.error.message) : pay.error ? t('payFailed') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    pay.mutate({ checkoutId, card }, { onSuccess: ({ next }) => void navigate(next) });
  };

  const data = checkout.data;
  return (
    <Container size="xs" py="xl" component="main">
      <Stack gap="lg">
        <Alert color="yellow" variant="filled" title={t('banner.title')} role="status">
          {t('banner.text')}
        </Alert>
        {checkout.isPending && checkoutId > 0 ? (
          <Center>
            <Loader {...loadingProps(t('loading'))} />
          </Center>
        ) : !data ? (
          <Text role="alert">{t('notFound')}</Text>
        ) : data.status !== 'open' ? (
          <Text role="alert">
            {t('closed')}{' '}
            <Anchor href={`/payment-${data.status === 'paid' ? 'success' : 'failure'}?checkout=${checkoutId}`}>{t('outcomeLink')}</Anchor>
          </Text>
        ) : (
          <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={1} size="h2">
                {t('title')}
              </Title>
              <Group justify="space-between">
                <Text fw={600}>{t(`plan.${data.plan}`)}</Text>
                <Text fw={600} data-testid="sandbox-price">
                  {t(`price.${data.interval}`, {
                    price: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: data.currency.toUpperCase() }).format(data.amount / 100),
                  })}
                </Text>
              </Group>
              <TextInput
                label={t('card.label')}
                placeholder="4242 4242 4242 4242"
                inputMode="numeric"
                autoComplete="off"
                value={card}
                onChange={(event) => setCard(event.currentTarget.value)}
                error={cardError}
                required
              />
              <Stack gap={4}>
                <Text size="sm">
                  <Code>{SANDBOX_CARD_NUMBERS.succeeds}</Code> {t('card.succeeds')}
                </Text>
                <Text size="sm">
                  <Code>{SANDBOX_CARD_NUMBERS.declined}</Code> {t('card.declined')}
                </Text>
              </Stack>
              <Button type="submit" loading={pay.isPending} disabled={card.trim() === ''}>
                {t('pay')}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
