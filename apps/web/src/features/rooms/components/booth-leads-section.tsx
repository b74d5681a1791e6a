import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fixedOffset, formatShownDateTime, type BoothLead } from '@aula/shared';
import { FormSection } from '@/components/ui/form-section';
import { loadingProps } from '@/components/ui/loading-props';
import { useLanguage } from '@/lib/use-language';
import { useBoothLeads, useExportBoothLeads, useLeadsEventOffset } from '../api/booth-leads';

/**
 * The contacts attendees left at a saved expo room's booth (docs/rules/venue.md#booth-leads): a
 * table with the consent each gave, in the event's time, and the list as a CSV file.
 */
export function BoothLeadsSection({ eventId, roomId }: { eventId: number; roomId: number }) {
  const { t } = useTranslation('rooms');
  const { language } = useLanguage();
  const leads = useBoothLeads(eventId, roomId);
  const offset = useLeadsEventOffset(eventId);
  const exportCsv = useExportBoothLeads(eventId, roomId);
  const when = (lead: BoothLead) => (offset === undefined ? '' : formatShownDateTime(Date.parse(lead.consentedAt), fixedOffset(offset), language));

  let body;
  if (leads.isError) body = <Alert color="red">{t('leads.loadFailed')}</Alert>;
  else if (!leads.data) body = <Loader size="sm" {...loadingProps(t('leads.loading'))} />;
  else if (leads.data.length === 0)
    body = (
      <div>
        <Text fw={600}>{t('leads.empty')}</Text>
        <Text c="dimmed" size="sm">
          {t('leads.emptyText')}
        </Text>
      </div>
    );
  else
    body = (
      <>
        <Group justify="space-between">
          <Text>{t('leads.count', { count: leads.data.length })}</Text>
          <Button variant="default" leftSection={<IconFileExport size={18} aria-hidden />} loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            {t('leads.download')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('leads.tableLabel')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('leads.name')}</Table.Th>
                <Table.Th>{t('leads.email')}</Table.Th>
                <Table.Th>{t('leads.company')}</Table.Th>
                <Table.Th>{t('leads.jobTitle')}</Table.Th>
                <Table.Th>{t('leads.message')}</Table.Th>
                <Table.Th>{t('leads.consented')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leads.data.map((lead) => (
                <Table.Tr key={lead.accountId}>
                  <Table.Td>{`${lead.firstName} ${lead.lastName}`.trim()}</Table.Td>
                  <Table.Td>{lead.email}</Table.Td>
                  <Table.Td>{lead.company}</Table.Td>
                  <Table.Td>{lead.jobTitle}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{lead.message}</Table.Td>
                  <Table.Td>{when(lead)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </>
    );
  return (
    <FormSection title={t('leads.title')} description={t('leads.hint')}>
      {body}
    </FormSection>
  );
}
