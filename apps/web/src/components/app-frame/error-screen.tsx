import { useState } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLoadFailure, reloadAfterLoadFailure } from '@/lib/load-failure';

/** Shown when a page fails to render; a chunk that failed to load reloads the page (docs/rules/errors.md#load-failures). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const [reloading] = useState(() => isLoadFailure(error) && reloadAfterLoadFailure());

  if (reloading) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" role="alert">
          <Loader />
          <Text>{t('loadFailure')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} role="alert">
        <Title order={1}>{t('unexpected.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('unexpected.text')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('unexpected.reload')}</Button>
      </Stack>
    </Center>
  );
}
