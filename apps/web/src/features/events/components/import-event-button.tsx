import { useRef, useState } from 'react';
import { Button, FileButton, Loader } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '@/components/ui/toasts';
import { useImportEvent } from '../api/import-event';
import { ImportProblemsDialog, type RefusedImport } from './import-problems-dialog';

/** docs/rules/events.md#import-export-and-duplicate: only a JSON file can be imported; the picker offers only those, and this catches the rest. */
const isJsonFile = (file: File) => file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');

/**
 * Import (docs/rules/events.md#import-export-and-duplicate): pick a JSON file, see 'Importing…' while it travels, then a success toast
 * and the event in the list, or a dialog with every reason the file was refused.
 */
export function ImportEventButton() {
  const { t } = useTranslation('events');
  const importing = useImportEvent();
  const [refused, setRefused] = useState<RefusedImport | null>(null);
  // Cleared after each pick, so choosing the same file again (after fixing it) imports again.
  const resetPicker = useRef<() => void>(null);

  const importFile = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    if (!isJsonFile(file)) {
      showErrorToast(t('import.onlyJson'));
      return;
    }
    importing.mutate(file, {
      onSuccess: (outcome) => {
        if (outcome.ok) showSuccessToast(t('import.done'));
        else setRefused({ fileName: file.name, message: outcome.message, problems: outcome.problems });
      },
    });
  };

  return (
    <>
      <FileButton onChange={importFile} accept="application/json,.json" resetRef={resetPicker} disabled={importing.isPending}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={importing.isPending ? <Loader size={14} /> : <IconUpload size={16} />}
            aria-busy={importing.isPending}
          >
            {importing.isPending ? t('import.importing') : t('import.button')}
          </Button>
        )}
      </FileButton>
      <ImportProblemsDialog refused={refused} onClose={() => setRefused(null)} />
    </>
  );
}
