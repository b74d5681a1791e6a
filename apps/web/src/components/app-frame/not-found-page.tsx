import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Any unknown path (docs/rules/screens.md#not-found); the page's router makes the 'Go to Home' link. */
export function NotFoundPage({ homeLink }: { homeLink: (label: string) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        {homeLink(t('notFound.goHome'))}
      </Stack>
    </Center>
  );
}
