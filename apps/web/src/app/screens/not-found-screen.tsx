import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path (SPEC §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/">
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
