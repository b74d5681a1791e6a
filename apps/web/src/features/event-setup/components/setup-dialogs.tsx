import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';
import { i18n } from '@/lib/i18n';

const t = (key: string) => i18n.t(key, { ns: 'event-setup' });

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

/** What the server wanted to say about a save (a result dialog follows a save: docs/rules/events.md#saving). */
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
