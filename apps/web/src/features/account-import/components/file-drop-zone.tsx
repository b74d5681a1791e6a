import { useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_FILES } from '../lib/accepted-file';

type Props = { onFile: (file: File) => void; busy: boolean };

/** Where a file arrives: dropped onto the area, or chosen with the button (the keyboard's way). */
export function FileDropZone({ onFile, busy }: Props) {
  const { t } = useTranslation('account-import');
  const [dragging, setDragging] = useState(false);
  // Cleared after each pick, so choosing the same file again (after correcting it) reads it again.
  const resetPicker = useRef<() => void>(null);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Paper
      withBorder
      p="xl"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-color-blue-6)' : undefined }}
    >
      <Stack align="center" gap="xs">
        <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
        <Text fw={500}>{t('file.drop')}</Text>
        <Text size="sm" c="dimmed">
          {t('file.or')}
        </Text>
        <FileButton
          accept={ACCEPTED_FILES}
          resetRef={resetPicker}
          disabled={busy}
          onChange={(file) => {
            resetPicker.current?.();
            if (file) onFile(file);
          }}
        >
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={busy}>
              {t('file.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center" maw={520}>
          {t('file.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
