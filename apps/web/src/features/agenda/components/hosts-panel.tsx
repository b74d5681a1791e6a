import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Agenda, SessionHost } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { showSuccessToast } from '@/components/ui/toasts';
import { useDeleteSessionHost, useSessionHosts } from '../api/session-hosts';
import { HostDialog } from './host-dialog';
import { loadingProps } from '@/components/ui/loading-props';

/**
 * The company's session hosts, shared by all its events: add, rename, delete. The delete question
 * says how many sessions of this event lose the host (it leaves the sessions of every event).
 */
export function HostsPanel({ agenda }: { agenda: Agenda }) {
  const { t } = useTranslation('agenda');
  const { data: hosts, isError } = useSessionHosts();
  const [editing, setEditing] = useState<SessionHost | null | 'new'>(null);
  const [deleting, setDeleting] = useState<SessionHost | null>(null);
  const remove = useDeleteSessionHost();

  const sessionsWith = useMemo(() => {
    const counts = new Map<number, number>();
    for (const session of [...agenda.categories.flatMap((c) => c.sessions), ...agenda.uncategorized]) {
      for (const id of new Set(session.hostIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return (hostId: number) => counts.get(hostId) ?? 0;
  }, [agenda]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccessToast(t('hosts.deleted'));
    } catch {
      // The API client has shown the failure.
    } finally {
      setDeleting(null);
    }
  };

  let list;
  if (isError) {
    list = (
      <Text c="red" size="sm">
        {t('hosts.loadFailed')}
      </Text>
    );
  } else if (!hosts) {
    list = <Skeleton height={32} {...loadingProps(t('hosts.loading'))} />;
  } else if (hosts.length === 0) {
    list = (
      <Text c="dimmed" size="sm">
        {t('hosts.empty')}
      </Text>
    );
  } else {
    list = (
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('hosts.title')}>
        {hosts.map((host) => (
          <Group key={host.id} component="li" gap="xs" wrap="nowrap" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', padding: '4px 0' }}>
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {host.name}
              </Text>
              {host.title && (
                <Text size="sm" c="dimmed">
                  {host.title}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                ({t('hosts.sessionCount', { count: sessionsWith(host.id) })})
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" size="sm" aria-label={t('hosts.editNamed', { name: host.name })} onClick={() => setEditing(host)}>
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('hosts.deleteNamed', { name: host.name })} onClick={() => setDeleting(host)}>
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('hosts.title')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('hosts.add')}
        </Button>
      </Group>
      {list}
      <HostDialog host={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('hosts.deleteTitle')}
        question={deleting ? t('hosts.deleteText', { count: sessionsWith(deleting.id) }) : ''}
        subject={deleting ? (deleting.title ? `${deleting.name}, ${deleting.title}` : deleting.name) : undefined}
        confirmLabel={t('hosts.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
