import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@aula/shared';
import { useDownloadImportTemplate } from '../api/download-template';

/** The two templates: the same columns with English or German headers, and one example row. */
export function TemplateLinks() {
  const { t } = useTranslation('account-import');
  const download = useDownloadImportTemplate();
  const button = (lang: Language, label: string) => (
    <Button variant="default" size="compact-sm" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => download.mutate(lang)}>
      {label}
    </Button>
  );
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        {t('template.heading')}:
      </Text>
      {button('en', t('template.english'))}
      {button('de', t('template.german'))}
    </Group>
  );
}
