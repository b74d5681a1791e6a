import { ActionIcon, Anchor, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showCopiedToast } from '@/components/ui/toasts';

/** A published event's code with a copy button ('Copied to clipboard'), and its public page in a new tab. */
export function EventCodeAndPreview({ code }: { code: string }) {
  const { t } = useTranslation('event-shell');
  const copyLabel = t('sidebar.copyCode', { code });
  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {t('sidebar.code')}{' '}
            <Text span ff="monospace" fw={700} data-testid="event-code">
              {code}
            </Text>
          </Text>
          <CopyButton value={code}>
            {({ copy }) => (
              <Tooltip label={copyLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={copyLabel}
                  onClick={() => {
                    copy();
                    showCopiedToast();
                  }}
                >
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Anchor href={`/e/${encodeURIComponent(code)}`} target="_blank" rel="noopener" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('sidebar.preview')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
