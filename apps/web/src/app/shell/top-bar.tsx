import { Box, Burger, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@aula/shared';
import { HelpButton } from './help-button';
import { TrialBanner } from './trial-banner';
import { UserMenu } from './user-menu';
import { loadingProps } from '@/components/ui/loading-props';

type TopBarProps = { user: UserInfo | undefined; navOpened: boolean; onToggleNav: () => void };

/** The top bar (docs/rules/screens.md#the-shell): the user's name, initials or image, e-mail, and the trial or licence banner. */
export function TopBar({ user, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="md" size="sm" aria-label={t('shell:navigation')} />
        <Image src="/logo.svg" alt="" w={28} h={28} />
        <Text fw={700} size="lg">
          {t('common:productName')}
        </Text>
      </Group>
      <Box visibleFrom="sm" style={{ minWidth: 0 }}>
        {user && <TrialBanner license={user.license} />}
      </Box>
      {user ? (
        <Group gap="sm" wrap="nowrap">
          <HelpButton />
          <Stack gap={0} align="flex-end" visibleFrom="xs" data-testid="top-bar-user">
            <Text size="sm" fw={600}>
              {user.firstName} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </Stack>
          <UserMenu user={user} />
        </Group>
      ) : (
        <Skeleton height={38} width={180} radius="xl" {...loadingProps(t('shell:loading'))} />
      )}
    </Group>
  );
}
