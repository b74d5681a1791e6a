import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';
import { i18n } from '@/lib/i18n';

/**
 * Asks before an admin changes another company's licence: it reaches that company's users at
 * once. Resolves true only for the confirming button.
 */
export function confirmAction(question: string, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('confirm.title', { ns: 'system' }),
      size: CONFIRM_DIALOG_WIDTH_PX,
      centered: true,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: confirmLabel, cancel: i18n.t('confirm.cancel', { ns: 'system' }) },
      onConfirm: () => resolve(true),
      onClose: () => resolve(false),
    });
  });
}
