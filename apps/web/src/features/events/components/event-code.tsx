import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showCopiedToast } from '@/components/ui/toasts';

/** A published event's code with a copy button; copying says 'Copied to clipboard' (docs/rules/errors.md#toasts). */
export function EventCode({ code }: { code: string }) {
  const { t } = useTranslation('events');
  const label = t('row.copyCode', { code });
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" aria-label={t('row.code')}>
        {code}
      </Text>
      <CopyButton value={code}>
        {({ copy }) => (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={label}
            title={label}
            onClick={() => {
              copy();
              showCopiedToast();
            }}
          >
            <IconCopy size={16} />
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
