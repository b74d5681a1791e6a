import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@aula/shared';
import { formatDay, formatMoney } from '../lib/money';

/** The company's invoices: number, period, amount, status and the provider's page of each. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('invoices.title')}
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed">{t('invoices.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('invoices.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.number')}</Table.Th>
                <Table.Th>{t('invoices.period')}</Table.Th>
                <Table.Th>{t('invoices.amount')}</Table.Th>
                <Table.Th>{t('invoices.status')}</Table.Th>
                <Table.Th>{t('invoices.link')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>
                    {formatDay(invoice.periodStart, lang)} – {formatDay(invoice.periodEnd, lang)}
                  </Table.Td>
                  <Table.Td>{formatMoney(invoice.amount, lang, invoice.currency)}</Table.Td>
                  <Table.Td>{t(`invoiceStatus.${invoice.status}`, { defaultValue: invoice.status })}</Table.Td>
                  <Table.Td>
                    {invoice.hostedUrl && (
                      <Anchor href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer">
                        {t('invoices.open')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
