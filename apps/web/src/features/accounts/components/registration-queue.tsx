import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShownDateTimeInZone, type QueuedRegistration } from '@aula/shared';
import { failureMessage } from '@/components/form/server-field-errors';
import { showSuccessToast } from '@/components/ui/toasts';
import { useEventZone } from '@/lib/event-zone';
import { useLanguage } from '@/lib/use-language';
import { useDecideRegistration } from '../api/decide-registration';
import { useRegistrationQueue } from '../api/get-registration-queue';

type QueueTab = QueuedRegistration['status'];

/**
 * Confirmed registrations the organiser still has to act on (docs/rules/attendees.md#registration): those awaiting
 * approval, with approve and reject, and the waiting list in its order, with reject. Hidden while both are empty.
 * A refused decision (the plan's accounts used up) is said beside the row's buttons.
 */
export function RegistrationQueue({ eventId }: { eventId: number }) {
  const { t } = useTranslation('accounts');
  const { language } = useLanguage();
  const { data: queue } = useRegistrationQueue(eventId);
  const decide = useDecideRegistration(eventId);
  const zone = useEventZone(eventId);
  const [tab, setTab] = useState<QueueTab>('awaiting_approval');
  const [refusal, setRefusal] = useState<{ registrationId: number; message: string } | null>(null);
  if (!queue || queue.length === 0) return null;

  const count = (status: QueueTab) => queue.filter((row) => row.status === status).length;
  const rows = queue.filter((row) => row.status === tab);
  const act = (row: QueuedRegistration, approve: boolean) => {
    setRefusal(null);
    decide.mutate(
      { registrationId: row.id, approve },
      {
        onSuccess: () => showSuccessToast(t(approve ? 'registrations.approved' : 'registrations.rejected', { email: row.email })),
        onError: (error) => setRefusal({ registrationId: row.id, message: failureMessage(error) }),
      },
    );
  };
  const confirmedAt = (iso: string) => (zone ? formatShownDateTimeInZone(Date.parse(iso), zone, language) : '');

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('registrations.title')}
          </Title>
          <SegmentedControl
            aria-label={t('registrations.title')}
            value={tab}
            onChange={(value) => setTab(value === 'waiting' ? 'waiting' : 'awaiting_approval')}
            data={[
              { value: 'awaiting_approval', label: t('registrations.awaiting', { total: count('awaiting_approval') }) },
              { value: 'waiting', label: t('registrations.waiting', { total: count('waiting') }) },
            ]}
          />
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('registrations.none')}</Text>
        ) : (
          <Table aria-label={t(tab === 'waiting' ? 'registrations.waitingTable' : 'registrations.awaitingTable')}>
            <Table.Thead>
              <Table.Tr>
                {tab === 'waiting' && <Table.Th>{t('registrations.position')}</Table.Th>}
                <Table.Th>{t('registrations.name')}</Table.Th>
                <Table.Th>{t('registrations.email')}</Table.Th>
                <Table.Th>{t('registrations.confirmedAt')}</Table.Th>
                <Table.Th>{t('registrations.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.id}>
                  {tab === 'waiting' && (
                    <Table.Td>
                      <Badge variant="light">{index + 1}</Badge>
                    </Table.Td>
                  )}
                  <Table.Td>{[row.firstName, row.lastName].filter(Boolean).join(' ') || '–'}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{confirmedAt(row.confirmedAt)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Group gap="xs" wrap="nowrap">
                        {row.status === 'awaiting_approval' && (
                          <Button size="xs" disabled={decide.isPending} onClick={() => act(row, true)} aria-label={t('registrations.approveOf', { email: row.email })}>
                            {t('registrations.approve')}
                          </Button>
                        )}
                        <Button size="xs" variant="default" color="red" disabled={decide.isPending} onClick={() => act(row, false)} aria-label={t('registrations.rejectOf', { email: row.email })}>
                          {t('registrations.reject')}
                        </Button>
                      </Group>
                      {refusal?.registrationId === row.id && (
                        <Text size="sm" c="red" role="alert">
                          {refusal.message}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
