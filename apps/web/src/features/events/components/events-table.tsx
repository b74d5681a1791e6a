import { useCallback, useState } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { showSuccessToast } from '@/components/ui/toasts';
import { eventStatus, type EventListItem } from '@aula/shared';
import { useDeleteEvent } from '../api/delete-event';
import { useDuplicateEvent } from '../api/duplicate-event';
import { useExportEvent } from '../api/export-event';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EventRow } from './event-row';

/**
 * The rows of the current page with their actions; `nowMs` is the instant the server judged the
 * page at. Without `mayCreateEvents` (a host) the rows offer no duplicate and no delete.
 */
export function EventsTable({ rows, nowMs, mayCreateEvents = true }: { rows: readonly EventListItem[]; nowMs: number; mayCreateEvents?: boolean }) {
  const { t } = useTranslation('events');
  const { language: lang } = useLanguage();
  const [toDelete, setToDelete] = useState<EventListItem | null>(null);
  const deletion = useDeleteEvent();
  const duplication = useDuplicateEvent();
  const exporting = useExportEvent();

  // Stable handlers keep the memoised rows from re-rendering on every keystroke of the search.
  const { mutate: duplicate } = duplication;
  const onDuplicate = useCallback(
    (event: EventListItem) => duplicate(event.id, { onSuccess: () => showSuccessToast(t('duplicate.done', { name: event.name })) }),
    [duplicate, t],
  );
  const { mutate: exportEvent } = exporting;
  const onExport = useCallback((event: EventListItem) => exportEvent(event.id), [exportEvent]);
  const busyEventId = duplication.isPending ? duplication.variables : exporting.isPending ? exporting.variables : null;

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    deletion.mutate(id, {
      onSuccess: () => {
        setToDelete(null);
        showSuccessToast(t('delete.done', { name }));
      },
    });
  };

  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Tbody>
            {rows.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                status={eventStatus(event, nowMs)}
                lang={lang}
                onDelete={mayCreateEvents ? setToDelete : undefined}
                onDuplicate={mayCreateEvents ? onDuplicate : undefined}
                onExport={onExport}
                busyEventId={busyEventId ?? null}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDeleteDialog
        opened={toDelete !== null}
        title={t('delete.title')}
        question={t('delete.question')}
        subject={toDelete?.name}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        deleting={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
