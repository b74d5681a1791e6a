import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SaveBarProps = { formId: string; saving: boolean; onDiscard: () => void };

/** SPEC §2: appears while the form holds unsaved changes; stays in view at the bottom while scrolling. */
export function SaveBar({ formId, saving, onDiscard }: SaveBarProps) {
  const { t } = useTranslation('event-setup');
  return (
    <Paper
      role="region"
      aria-label={t('saveBar.label')}
      shadow="md"
      withBorder
      p="sm"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 10 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('saveBar.unsaved')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onDiscard} disabled={saving}>
            {t('saveBar.discard')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('saveBar.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
