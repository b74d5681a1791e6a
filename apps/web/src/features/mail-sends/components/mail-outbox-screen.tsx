import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fixedOffset, formatShownDateTime, type MailSend } from '@aula/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { showErrorToast } from '@/components/ui/toasts';
import { positiveId } from '@/lib/route-ids';
import { useLanguage } from '@/lib/use-language';
import { useCancelMailSend, useMailSendEvent, useMailSends } from '../api/mail-sends-api';
import { ReminderBadge } from './reminder-badge';
import { SendStatusBadge } from './send-status-badge';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * /event/{id}/communications/templates/outbox (docs/rules/communications.md#sending-templates): the event's sends, newest first, with
 * their state and how many mails are queued, sent, failed and bounced; it looks again every few
 * seconds while one is under way. A scheduled or running send can be cancelled.
 */
export function MailOutboxScreen() {
  const { t } = useTranslation('mail-sends');
  const eventId = positiveId(useParams().id);
  const sends = useMailSends(eventId);
  const event = useMailSendEvent(eventId);
  const cancel = useCancelMailSend(eventId);
  const { language } = useLanguage();
  const offset = event.data?.timezone;

  const when = (send: MailSend) =>
    offset === undefined ? '' : formatShownDateTime(Date.parse(send.scheduledAt ?? send.startedAt ?? send.createdAt), fixedOffset(offset), language);

  let body;
  if (sends.isError) body = <Alert color="red">{t('outbox.loadFailed')}</Alert>;
  else if (!sends.data) body = <Skeleton height={200} {...loadingProps(t('outbox.loading'))} />;
  else if (sends.data.length === 0) body = <EmptyState icon={IconMailForward} title={t('outbox.empty')} />;
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t('outbox.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.template')}</Table.Th>
              <Table.Th>{t('outbox.when')}</Table.Th>
              <Table.Th>{t('outbox.status')}</Table.Th>
              <Table.Th>{t('outbox.counts')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sends.data.map((send) => (
              <Table.Tr key={send.id} data-testid={`send-${send.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/event/${eventId}/communications/templates/outbox/${send.id}`}>
                    {send.templateName}
                  </Anchor>
                  <ReminderBadge send={send} />
                </Table.Td>
                <Table.Td>{when(send)}</Table.Td>
                <Table.Td>
                  <SendStatusBadge status={send.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('outbox.countLine', { ...send.counts, total: send.recipientCount })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {(send.status === 'scheduled' || send.status === 'queued' || send.status === 'sending') && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={cancel.isPending && cancel.variables === send.id}
                      onClick={() => cancel.mutate(send.id, { onError: () => showErrorToast(t('outbox.cancelFailed')) })}
                    >
                      {t('outbox.cancel')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{t('outbox.title')}</Title>
        <Button component={Link} to={`/event/${eventId}/communications/templates/send`} variant="light">
          {t('outbox.newSend')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
