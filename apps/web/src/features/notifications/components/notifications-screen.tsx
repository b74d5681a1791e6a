import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBell, IconCircleX, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationListItem } from '@aula/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { showSuccessToast } from '@/components/ui/toasts';
import { useLanguage } from '@/lib/use-language';
import { useNotificationAction, useNotificationOptions, useNotifications } from '../api/notifications-api';
import { useNotificationRoute } from '../lib/use-notification-route';
import { useAudienceLabel, useMomentLabel } from '../lib/notification-labels';
import { loadingProps } from '@/components/ui/loading-props';

const STATUS_COLORS = { draft: 'gray', scheduled: 'blue', sent: 'green', cancelled: 'dark' } as const;

type Confirming = { action: 'cancel' | 'delete'; notification: NotificationListItem };

/** /event/{id}/communications/notifications: the event's notifications, where each stands, and how many were delivered and read. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const { eventId } = useNotificationRoute();
  const { data: notifications, isError } = useNotifications(eventId);
  const { data: options } = useNotificationOptions(eventId);
  const cancel = useNotificationAction(eventId, 'cancel');
  const remove = useNotificationAction(eventId, 'delete');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const audienceLabel = useAudienceLabel(options);
  const momentLabel = useMomentLabel(options);
  const { language } = useLanguage();
  // The German title is optional; the venue falls back to the English one the same way.
  const titleOf = (notification: NotificationListItem) => (language === 'de' && notification.titleDe) || notification.title;
  const editHref = (id: number) => `/event/${eventId}/communications/notifications/${id}/edit`;

  const confirm = async () => {
    if (!confirming) return;
    const mutation = confirming.action === 'cancel' ? cancel : remove;
    try {
      await mutation.mutateAsync(confirming.notification.id);
      showSuccessToast(t(`${confirming.action}.done`));
    } catch {
      // The API client has shown the failure.
    } finally {
      setConfirming(null);
    }
  };

  let content;
  if (isError) content = <Alert color="red">{t('list.loadFailed')}</Alert>;
  else if (!notifications || !options) content = <Skeleton height={160} {...loadingProps(t('list.loading'))} />;
  else if (notifications.length === 0) content = <EmptyState icon={IconBell} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  else {
    content = notifications.map((notification) => (
      <Card key={notification.id} withBorder padding="md" data-testid="notification-row">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Badge color={STATUS_COLORS[notification.status]} variant="light">
                {t(`status.${notification.status}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {momentLabel(notification)}
              </Text>
            </Group>
            <Text fw={600}>{titleOf(notification)}</Text>
            <Text size="sm" c="dimmed">
              {audienceLabel(notification.audience)}
            </Text>
            {notification.status === 'sent' && (
              <Text size="sm" data-testid="notification-counts">
                {t('list.counts', { recipients: notification.recipients, delivered: notification.delivered, read: notification.read })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Tooltip label={notification.status === 'draft' || notification.status === 'scheduled' ? t('actions.edit') : t('actions.view')}>
              <ActionIcon component={Link} to={editHref(notification.id)} variant="subtle" aria-label={`${t('actions.edit')}: ${titleOf(notification)}`}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {notification.status === 'scheduled' && (
              <Tooltip label={t('actions.cancel')}>
                <ActionIcon variant="subtle" color="orange" aria-label={`${t('actions.cancel')}: ${titleOf(notification)}`} onClick={() => setConfirming({ action: 'cancel', notification })}>
                  <IconCircleX size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {(notification.status === 'draft' || notification.status === 'cancelled') && (
              <Tooltip label={t('actions.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('actions.delete')}: ${titleOf(notification)}`} onClick={() => setConfirming({ action: 'delete', notification })}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
      </Card>
    ));
  }

  const action = confirming?.action ?? 'delete';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={Link} to={editHref(0)} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.add')}
        </Button>
      </Group>
      {content}
      <ConfirmDeleteDialog
        opened={confirming !== null}
        title={t(`${action}.title`)}
        question={t(`${action}.question`)}
        subject={confirming ? titleOf(confirming.notification) : undefined}
        confirmLabel={t(`${action}.confirm`)}
        cancelLabel={t(`${action}.keep`)}
        deleting={cancel.isPending || remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
