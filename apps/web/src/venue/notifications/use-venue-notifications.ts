import { useCallback, useEffect, useState } from 'react';
import { NOTIFICATION_NOTICE, notificationNoticeSchema, venueNotificationCalls, type VenueNotification } from '@aula/shared';
import { venueCall } from '../lib/venue-api';
import { useVenueLive, useVenueNotice } from '../lib/venue-live';

/** Tells the server the venue has these notifications; a failure only leaves them counted as not delivered. */
const confirmDelivered = (ids: number[]) => {
  if (ids.length > 0) void venueCall(venueNotificationCalls.delivered, { body: { ids } }).catch(() => undefined);
};

/**
 * The attendee's notifications for the whole signed-in visit: those sent while they were away,
 * loaded once on entering, and each new one as the socket brings it (shown as `arrived` until
 * dismissed). Both are confirmed as delivered; opening one marks it read.
 */
export function useVenueNotifications() {
  const [items, setItems] = useState<VenueNotification[]>([]);
  const [arrived, setArrived] = useState<VenueNotification | null>(null);

  const live = useVenueLive();
  useEffect(() => {
    let current = true;
    const load = () =>
      venueCall(venueNotificationCalls.list).then(
        (loaded) => {
          if (!current) return;
          // A push may have come in before the list: keep it, once.
          setItems((pushed) => [...pushed.filter((item) => !loaded.some((other) => other.id === item.id)), ...loaded]);
          confirmDelivered(loaded.map((item) => item.id));
        },
        () => undefined,
      );
    void load();
    // Pushes sent while the socket was reconnecting never arrive: ask again after each reconnect.
    const stop = live.onReconnect(() => void load());
    return () => {
      current = false;
      stop();
    };
  }, [live]);

  useVenueNotice(NOTIFICATION_NOTICE, (data) => {
    const parsed = notificationNoticeSchema.safeParse(data);
    if (!parsed.success) return;
    const { notification } = parsed.data;
    setItems((known) => [notification, ...known.filter((item) => item.id !== notification.id)]);
    setArrived(notification);
    confirmDelivered([notification.id]);
  });

  const markRead = useCallback((id: number) => {
    setItems((known) => known.map((item) => (item.id === id ? { ...item, read: true } : item)));
    setArrived((shown) => (shown?.id === id ? null : shown));
    void venueCall(venueNotificationCalls.read, { params: { notificationId: id } }).catch(() => undefined);
  }, []);

  const dismiss = useCallback(() => setArrived(null), []);

  return { items, unread: items.filter((item) => !item.read).length, arrived, markRead, dismiss };
}
