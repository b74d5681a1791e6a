import { Button, Code, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TraceDialogProps = { opened: boolean; message: string; trace: string; onClose: () => void };

/** Shows a server error with its trace (a 500 with a body: docs/rules/errors.md#server-errors-and-traces). */
export function TraceDialog({ opened, message, trace, onClose }: TraceDialogProps) {
  const { t } = useTranslation('errors');
  return (
    <Modal opened={opened} onClose={onClose} title={t('trace.title')} size="xl">
      <Stack gap="sm">
        <Text>{message}</Text>
        <Text size="sm" c="dimmed">
          {t('trace.intro')}
        </Text>
        <ScrollArea.Autosize mah={360}>
          <Code block>{trace}</Code>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('trace.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
