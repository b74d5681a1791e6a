import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';
import { i18n } from '@/lib/i18n';

const t = (key: string) => i18n.t(key, { ns: 'event-setup' });

/**
 * The dialogs live in the app-wide modals provider, so a dialog opened just before a navigation
 * (the result of saving a new event) survives the move to the event's home.
 */
function confirm(message: string, confirmLabel: string, confirmColor?: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('dialogs.unsavedTitle'),
      size: CONFIRM_DIALOG_WIDTH_PX,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: t('dialogs.cancel') },
      confirmProps: { color: confirmColor },
      onConfirm: () => resolve(true),
      // Cancel, Esc, the close button and the overlay all keep the changes; only the first answer counts.
      onClose: () => resolve(false),
    });
  });
}

/** SPEC §2: 'Are you sure you want to discard all unsaved changes?' with Discard and Cancel. */
export const confirmDiscard = () => confirm(t('dialogs.discardMessage'), t('dialogs.discard'), 'red');

/** SPEC §2: 'Are you sure you want to leave this page? All unsaved changes will be lost!' */
export const confirmLeave = () => confirm(t('dialogs.leaveMessage'), t('dialogs.leaveAnyway'), 'red');

export type SessionsDecision = 'move' | 'delete';

/** The dates moved and the agenda has sessions: move them along, delete them, or go back (null). */
export function askSessionsDecision(): Promise<SessionsDecision | null> {
  return new Promise((resolve) => {
    const modalId = 'event-setup-sessions';
    const answer = (decision: SessionsDecision | null) => {
      resolve(decision);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      title: t('dialogs.sessionsTitle'),
      size: CONFIRM_DIALOG_WIDTH_PX,
      centered: true,
      onClose: () => resolve(null),
      children: (
        <Stack gap="md">
          <Text size="sm">{t('dialogs.sessionsMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => answer(null)}>
              {t('dialogs.cancel')}
            </Button>
            <Button color="red" variant="light" onClick={() => answer('delete')}>
              {t('dialogs.deleteSessions')}
            </Button>
            <Button onClick={() => answer('move')}>{t('dialogs.moveSessions')}</Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/** What the server wanted to say about a save (SPEC §2 "A result dialog follows a save"). */
export function showSaveResult(title: string | undefined, body: string | undefined): void {
  const modalId = 'event-setup-result';
  modals.open({
    modalId,
    title: title || t('dialogs.resultTitle'),
    size: CONFIRM_DIALOG_WIDTH_PX,
    centered: true,
    children: (
      <Stack gap="md">
        {body && <Text size="sm">{body}</Text>}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)}>{t('dialogs.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
}
