import { Button, Code, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_WIDTH_PX } from '@aula/shared';
import { useValidationTranslator } from '@/components/form/translate-validation';
import type { ImportProblem } from '../api/import-event';

export type RefusedImport = { fileName: string; message: string; problems: ImportProblem[] };

type ImportProblemsDialogProps = { refused: RefusedImport | null; onClose: () => void };

/** A refused import file: the server's message and every problem, one line each as path: reason. */
export function ImportProblemsDialog({ refused, onClose }: ImportProblemsDialogProps) {
  const { t } = useTranslation('events');
  const translateValidation = useValidationTranslator();
  // Reasons arrive as keys: `validation.*` as the forms know them, `import.*` about the file itself.
  const reasonText = (reason: string) =>
    reason.startsWith('import.') ? t(`importReasons.${reason.slice('import.'.length)}`, { defaultValue: reason }) : translateValidation(reason);
  return (
    <Modal opened={refused !== null} onClose={onClose} title={t('import.failedTitle')} size={CONFIRM_DIALOG_WIDTH_PX} centered>
      {refused && (
        <Stack gap="sm">
          <Text fw={600}>{refused.fileName}</Text>
          {refused.message && <Text>{refused.message}</Text>}
          {refused.problems.length > 0 && (
            <>
              <Text size="sm">{t('import.failedIntro')}</Text>
              <List size="sm" spacing={4} aria-label={t('import.failedTitle')}>
                {refused.problems.map((problem, index) => (
                  <List.Item key={`${problem.path}-${index}`}>
                    <Code>{problem.path || t('import.fileProblem')}</Code>: {reasonText(problem.reason)}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('import.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
