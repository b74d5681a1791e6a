import { Alert, Avatar, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@aula/shared';
import { useProfile } from '../api/profile-api';
import { initialsOf } from './profile-initials';
import { loadingProps } from '@/components/ui/loading-props';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Paper withBorder p="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Group gap="md">
            <Avatar src={profile.image} alt={t('view.photoOf', { name })} size={96} radius="xl" color="indigo" data-testid="profile-photo">
              {initialsOf(profile.firstName, profile.lastName)}
            </Avatar>
            <Title order={2} size="h3">
              {name}
            </Title>
          </Group>
          <Button component={Link} to="/profile/edit" leftSection={<IconPencil size={16} />} variant="default">
            {t('view.edit')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label={t('fields.firstName')}>{profile.firstName}</Detail>
          <Detail label={t('fields.lastName')}>{profile.lastName}</Detail>
          <Detail label={t('fields.email')}>
            {profile.email}
            {profile.pendingEmail && (
              <Text size="sm" c="orange.8" data-testid="pending-email">
                {t('view.pendingEmail', { email: profile.pendingEmail })}
              </Text>
            )}
          </Detail>
          <Detail label={t('fields.company')}>{profile.company}</Detail>
          <Detail label={t('fields.language')}>{t(`languages.${profile.lang}`)}</Detail>
          <Detail label={t('fields.role')}>{t(`roles.${profile.role}`)}</Detail>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /profile: the signed-in user's profile with an Edit link (docs/rules/accounts-and-sign-in.md#profile). */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isPending) return <Loader {...loadingProps(t('loading'))} />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  }
  return <ProfileDetails profile={profile.data} />;
}
