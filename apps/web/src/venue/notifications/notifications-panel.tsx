import { useEffect, useRef } from 'react';
import { formatShownDateTimeInZone, type VenueNotification } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { useVenueEventZone } from '../signed-in/venue-data';
import './notifications-panel.css';

export type NotificationsPanelProps = {
  id: string;
  items: VenueNotification[];
  onOpen: (notification: VenueNotification) => void;
  onClose: () => void;
};

/** The attendee's notifications, newest first; opening one marks it read and goes where it leads. Escape closes. */
export function NotificationsPanel({ id, items, onOpen, onClose }: NotificationsPanelProps) {
  const { t, lang } = useTexts();
  const panel = useRef<HTMLElement>(null);
  const zone = useVenueEventZone();

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section id={id} ref={panel} tabIndex={-1} className="notifications-panel card" aria-label={t('notifications.title')}>
      <h2>{t('notifications.title')}</h2>
      {items.length === 0 ? (
        <p>{t('notifications.empty')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} className={item.read ? 'read' : 'unread'}>
              <button type="button" onClick={() => onOpen(item)}>
                <span className="notification-title">
                  {!item.read && <span className="visually-hidden">{t('notifications.unread')} </span>}
                  {item.title}
                </span>
                <span className="notification-text">{item.text}</span>
                <time dateTime={new Date(item.sentMs).toISOString()}>{zone && formatShownDateTimeInZone(item.sentMs, zone, lang)}</time>
                {(item.roomId !== null || item.sessionId !== null) && <span className="notification-link">{t('notifications.open')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
