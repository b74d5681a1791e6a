import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@aula/shared';
import { TitledTable } from '@/components/ui/titled-table';
import { formatDay, formatMoney } from '../lib/money';

/** The company's invoices: number, period, amount, status and the provider's page of each. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  return (
    <TitledTable
      title={t('invoices.title')}
      columns={[t('invoices.number'), t('invoices.period'), t('invoices.amount'), t('invoices.status'), t('invoices.link')]}
      emptyText={t('invoices.empty')}
      isEmpty={invoices.length === 0}
      minWidth={640}
    >
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
    </TitledTable>
  );
}
