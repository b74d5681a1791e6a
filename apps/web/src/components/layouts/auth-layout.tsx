import { Box, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PRODUCT_NAME } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';

/** The dark frame of the public screens (docs/rules/screens.md#public-pages): logo, a centred card, and a language switch usable before sign-in. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { language: active, setLanguage } = useLanguage();
  return (
    <Box mih="100vh" bg="dark.8" c="gray.0" py="xl" px="md">
      <Center mih="calc(100vh - 2 * var(--mantine-spacing-xl))">
        <Stack w="100%" maw={460} gap="lg">
          <Group justify="center" gap="sm" component="header">
            <img src="/logo.svg" alt="" width={40} height={40} style={{ display: 'block' }} />
            <Text component="span" fz={28} fw={700} c="white">
              {PRODUCT_NAME}
            </Text>
          </Group>
          <Paper component="main" radius="md" p="xl" shadow="lg" c="var(--mantine-color-text)">
            {children}
          </Paper>
          <Group justify="center" gap="xs" component="nav" aria-label={t('layout.languageLabel')}>
            {LANGUAGES.map((lang) => (
              <Button
                key={lang}
                size="compact-sm"
                variant={active === lang ? 'white' : 'subtle'}
                color={active === lang ? 'dark' : 'gray.3'}
                aria-pressed={active === lang}
                lang={lang}
                title={t(`layout.languageName.${lang}`)}
                onClick={() => void setLanguage(lang)}
              >
                {lang.toUpperCase()}
              </Button>
            ))}
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
