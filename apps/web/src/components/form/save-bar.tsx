import { Button, Group, Paper, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomForSaveBar } from './use-room-for-save-bar';

/** Stays above the shell's fixed footer, whose height the shell publishes as a CSS variable. */
const STICKY_ABOVE_FOOTER = {
  position: 'sticky',
  bottom: 'calc(var(--app-shell-footer-offset, 0rem) + var(--mantine-spacing-md))',
  zIndex: 10,
} as const;

type SaveBarProps = { formId: string; saving: boolean; onDiscard: () => void };

/** docs/rules/screens.md#unsaved-changes: appears while the form holds unsaved changes; stays in view at the bottom while scrolling, never over the field being edited. */
export function SaveBar({ formId, saving, onDiscard }: SaveBarProps) {
  const { t } = useTranslation('form');
  const ref = useRef<HTMLDivElement>(null);
  useRoomForSaveBar(ref);
  return (
    <Paper
      ref={ref}
      role="region"
      aria-label={t('saveBar.label')}
      shadow="md"
      withBorder
      p="sm"
      style={STICKY_ABOVE_FOOTER}
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
