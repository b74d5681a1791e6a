import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationOptions } from '@aula/shared';
import { EditLoadState, EditScreen, type BackLink } from '@/components/edit-screen/edit-screen';
import { useNotification, useNotificationOptions } from '../api/notifications-api';
import { newNotificationValues, valuesFromNotification } from '../lib/notification-form-values';
import { useNotificationRoute } from '../lib/use-notification-route';
import { NotificationForm } from './notification-form';

/** /event/{id}/communications/notifications/{notID}/edit: 0 writes a new notification, any other edits it. */
export function NotificationEditScreen() {
  const { t } = useTranslation('notifications');
  const { eventId, notificationId } = useNotificationRoute();
  const back = { href: `/event/${eventId}/communications/notifications`, label: t('edit.backToList') };
  const texts = { loading: t('edit.loading'), loadFailed: t('edit.loadFailed') };
  return (
    <EditScreen back={back} title={notificationId === 0 ? t('edit.addTitle') : t('edit.title')}>
      <EditLoadState query={useNotificationOptions(eventId)} back={back} texts={texts}>
        {(options) =>
          notificationId === 0 ? (
            <NewNotification eventId={eventId} options={options} />
          ) : (
            <ExistingNotification key={notificationId} eventId={eventId} notificationId={notificationId} options={options} back={back} />
          )
        }
      </EditLoadState>
    </EditScreen>
  );
}

function NewNotification({ eventId, options }: { eventId: number; options: NotificationOptions }) {
  const [initialValues] = useState(newNotificationValues);
  return <NotificationForm eventId={eventId} notificationId={0} status="draft" options={options} initialValues={initialValues} />;
}

function ExistingNotification({
  eventId,
  notificationId,
  options,
  back,
}: {
  eventId: number;
  notificationId: number;
  options: NotificationOptions;
  back: BackLink;
}) {
  const { t } = useTranslation('notifications');
  return (
    <EditLoadState query={useNotification(eventId, notificationId)} back={back} texts={{ loading: t('edit.loading'), loadFailed: t('edit.loadFailed') }}>
      {(notification) => (
        <NotificationForm
          key={notification.id}
          eventId={eventId}
          notificationId={notification.id}
          status={notification.status}
          options={options}
          initialValues={valuesFromNotification(notification)}
        />
      )}
    </EditLoadState>
  );
}
