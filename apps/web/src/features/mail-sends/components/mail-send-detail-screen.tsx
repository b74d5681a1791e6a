import { Alert, Anchor, Group, Pagination, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { MAIL_RECIPIENT_STATUSES, type MailRecipientStatus } from '@aula/shared';
import { positiveId } from '@/lib/route-ids';
import { useMailOutbox } from '../api/mail-sends-api';
import { RecipientStatusBadge, SendStatusBadge } from './send-status-badge';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * /event/{id}/communications/templates/outbox/{sendID} (docs/rules/communications.md#sending-templates): one send's recipients, a page
 * at a time, each with its state and, for a failed or bounced mail, the server's reason; filtered
 * by state through the address, so a reload keeps the view.
 */
export function MailSendDetailScreen() {
  const { t } = useTranslation('mail-sends');
  const params = useParams();
  const eventId = positiveId(params.id);
  const sendId = positiveId(params.sendID);
  const [search, setSearch] = useSearchParams();
  const status = (MAIL_RECIPIENT_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as MailRecipientStatus) : undefined;
  const page = positiveId(search.get('page')) || 1;
  const outbox = useMailOutbox(eventId, sendId, { status, page });

  const choose = (name: 'status' | 'page', value: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name === 'status') next.delete('page');
      return next;
    });

  const data = outbox.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/event/${eventId}/communications/templates/outbox`}>
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('detail.back')}
        </Group>
      </Anchor>
      {outbox.isError && <Alert color="red">{t('detail.loadFailed')}</Alert>}
      {!data && !outbox.isError && <Skeleton height={240} {...loadingProps(t('detail.loading'))} />}
      {data && (
        <>
          <Group justify="space-between">
            <Title order={2}>{data.send.templateName}</Title>
            <SendStatusBadge status={data.send.status} />
          </Group>
          <Text>{t('outbox.countLine', { ...data.send.counts, total: data.send.recipientCount })}</Text>
          <Select
            label={t('detail.filter')}
            data={[{ value: '', label: t('detail.all') }, ...MAIL_RECIPIENT_STATUSES.map((value) => ({ value, label: t(`recipientStatus.${value}`) }))]}
            value={status ?? ''}
            onChange={(value) => choose('status', value || null)}
            maw={240}
            allowDeselect={false}
          />
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('detail.recipients')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.name')}</Table.Th>
                  <Table.Th>{t('detail.email')}</Table.Th>
                  <Table.Th>{t('detail.state')}</Table.Th>
                  <Table.Th>{t('detail.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>
                      <RecipientStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {row.lastError ?? ''}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > data.pageSize && (
            <Pagination total={Math.ceil(data.total / data.pageSize)} value={data.page} onChange={(next) => choose('page', String(next))} />
          )}
        </>
      )}
    </Stack>
  );
}
