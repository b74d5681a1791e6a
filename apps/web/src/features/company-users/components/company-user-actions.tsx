import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanyUser } from '@aula/shared';
import { failureMessage } from '@/components/form/server-field-errors';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { showSuccessToast } from '@/components/ui/toasts';
import { useRemoveUser, useResendInvitation, useSetUserActive } from '../api/company-users-api';
import { usersPath } from './company-users-screen';
import { StatusBadge } from './status-badge';

/** The user's status with what an owner can do about it: deactivate or activate, send the invitation again, remove. */
export function CompanyUserActions({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('company-users');
  const navigate = useNavigate();
  const setActive = useSetUserActive();
  const resend = useResendInvitation();
  const removal = useRemoveUser();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const deactivated = user.status === 'deactivated';

  const toggleActive = () => {
    setFailure(null);
    setActive.mutate(
      { userId: user.id, active: deactivated },
      {
        onSuccess: () => showSuccessToast(deactivated ? t('actions.activated', { name }) : t('actions.deactivated', { name })),
        onError: (error) => setFailure(failureMessage(error)),
      },
    );
  };
  const resendInvitation = () => {
    setFailure(null);
    resend.mutate(user.id, { onSuccess: () => showSuccessToast(t('actions.resent', { email: user.email })), onError: (error) => setFailure(failureMessage(error)) });
  };
  const remove = () =>
    removal.mutate(user.id, {
      onSuccess: () => {
        showSuccessToast(t('actions.removed', { name }));
        void navigate(usersPath);
      },
    });

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('actions.title')}
          </Title>
          <StatusBadge status={user.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`actions.statusHint.${user.status}`)}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          {user.status === 'invited' && (
            <Button variant="default" leftSection={<IconMailForward size={16} aria-hidden />} loading={resend.isPending} onClick={resendInvitation}>
              {t('actions.resend')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={deactivated ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />}
            loading={setActive.isPending}
            onClick={toggleActive}
          >
            {deactivated ? t('actions.activate') : t('actions.deactivate')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('actions.remove')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDeleteDialog
        opened={confirming}
        title={t('remove.title')}
        question={t('remove.question')}
        subject={name}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        deleting={removal.isPending}
        error={removal.error ? failureMessage(removal.error) : null}
        onConfirm={remove}
        onCancel={() => {
          setConfirming(false);
          removal.reset();
        }}
      />
    </Paper>
  );
}
