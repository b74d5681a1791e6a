import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AgendaCategory, Language } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { showSuccessToast } from '@/components/ui/toasts';
import { useDeleteAgendaCategory } from '../api/delete-agenda-category';
import { localized } from '../lib/agenda-view';
import classes from './agenda.module.css';
import { TrackDialog } from './track-dialog';

type TrackWithCount = AgendaCategory & { sessionCount: number };

/** The agenda's tracks with their colours: add, edit, delete (its sessions stay, under "No track"). */
export function TracksPanel({ eventId, tracks, lang }: { eventId: number; tracks: TrackWithCount[]; lang: Language }) {
  const { t } = useTranslation('agenda');
  const [editing, setEditing] = useState<AgendaCategory | null | 'new'>(null);
  const [deleting, setDeleting] = useState<TrackWithCount | null>(null);
  const remove = useDeleteAgendaCategory(eventId);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccessToast(t('tracks.deleted'));
    } catch {
      // The API client has shown the failure.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('tracks.title')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('tracks.add')}
        </Button>
      </Group>
      {tracks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('tracks.empty')}
        </Text>
      ) : (
        <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('tracks.title')}>
          {tracks.map((track) => {
            const name = localized(track.name, track.nameDe, lang);
            return (
              <Group key={track.id} component="li" gap={4} wrap="nowrap" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 16, padding: '2px 4px 2px 10px' }}>
                <span className={classes.trackDot} style={{ background: track.color }} aria-hidden />
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  ({track.sessionCount})
                </Text>
                <ActionIcon variant="subtle" size="sm" aria-label={t('tracks.editNamed', { name })} onClick={() => setEditing(track)}>
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('tracks.deleteNamed', { name })} onClick={() => setDeleting(track)}>
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Group>
      )}
      <TrackDialog eventId={eventId} track={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('tracks.deleteTitle')}
        question={deleting ? t('tracks.deleteText', { name: localized(deleting.name, deleting.nameDe, lang), count: deleting.sessionCount }) : ''}
        confirmLabel={t('tracks.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
