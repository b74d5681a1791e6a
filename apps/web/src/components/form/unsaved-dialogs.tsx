import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';
import { i18n } from '@/lib/i18n';

const t = (key: string) => i18n.t(key, { ns: 'form' });

/**
 * The dialogs live in the app-wide modals provider, so a dialog opened just before a navigation
 * survives the move. Resolves true only for the confirming button.
 */
function confirm(message: string, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('dialogs.unsavedTitle'),
      size: CONFIRM_DIALOG_WIDTH_PX,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: t('dialogs.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      // Cancel, Esc, the close button and the overlay all keep the changes; only the first answer counts.
      onClose: () => resolve(false),
    });
  });
}

/** docs/rules/screens.md#unsaved-changes: 'Are you sure you want to discard all unsaved changes?' with Discard and Cancel. */
export const confirmDiscard = () => confirm(t('dialogs.discardMessage'), t('dialogs.discard'));

/** docs/rules/screens.md#unsaved-changes: 'Are you sure you want to leave this page? All unsaved changes will be lost!' */
export const confirmLeave = () => confirm(t('dialogs.leaveMessage'), t('dialogs.leaveAnyway'));
