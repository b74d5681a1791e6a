import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationOptions } from '@aula/shared';
import { useNotification, useNotificationOptions } from '../api/notifications-api';
import { newNotificationValues, valuesFromNotification } from '../lib/notification-form-values';
import { useNotificationRoute } from '../lib/use-notification-route';
import { NotificationForm } from './notification-form';

/** /event/{id}/communications/notifications/{notID}/edit: 0 writes a new notification, any other edits it. */
export function NotificationEditScreen() {
  const { t } = useTranslation('notifications');
  const { eventId, notificationId } = useNotificationRoute();
  const { data: options, isError } = useNotificationOptions(eventId);
  const listHref = `/event/${eventId}/communications/notifications`;
  let content;
  if (isError) content = <LoadFailed listHref={listHref} />;
  else if (!options) content = <Skeleton height={420} aria-busy="true" aria-label={t('edit.loading')} />;
  else if (notificationId === 0) content = <NewNotification eventId={eventId} options={options} />;
  else content = <ExistingNotification key={notificationId} eventId={eventId} notificationId={notificationId} options={options} listHref={listHref} />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listHref} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('edit.backToList')}
      </Anchor>
      <Title order={1}>{notificationId === 0 ? t('edit.addTitle') : t('edit.title')}</Title>
      {content}
    </Stack>
  );
}

function LoadFailed({ listHref }: { listHref: string }) {
  const { t } = useTranslation('notifications');
  return (
    <Alert color="red" title={t('edit.loadFailed')}>
      <Button component={Link} to={listHref} variant="light" size="xs">
        {t('edit.backToList')}
      </Button>
    </Alert>
  );
}

function NewNotification({ eventId, options }: { eventId: number; options: NotificationOptions }) {
  const [initialValues] = useState(newNotificationValues);
  return <NotificationForm eventId={eventId} notificationId={0} status="draft" options={options} initialValues={initialValues} />;
}

function ExistingNotification({ eventId, notificationId, options, listHref }: { eventId: number; notificationId: number; options: NotificationOptions; listHref: string }) {
  const { t } = useTranslation('notifications');
  const { data: notification, isError } = useNotification(eventId, notificationId);
  if (isError) return <LoadFailed listHref={listHref} />;
  if (!notification) return <Skeleton height={420} aria-busy="true" aria-label={t('edit.loading')} />;
  return <NotificationForm key={notification.id} eventId={eventId} notificationId={notification.id} status={notification.status} options={options} initialValues={valuesFromNotification(notification)} />;
}
