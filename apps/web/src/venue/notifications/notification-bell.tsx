import { useState, type ComponentType } from 'react';
import type { VenueNotification } from '@aula/shared';
import { useNavigate } from '@/lib/page-router/page-router';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import type { NotificationsPanelProps } from './notifications-panel';
import { useVenueNotifications } from './use-venue-notifications';
import './notification-bell.css';

const PANEL_ID = 'notifications-panel';

/**
 * The bell in the venue's bar: how many notifications are unread, the list behind it (loaded only
 * when first opened, to keep the venue's first load small), and an announcement of each one that
 * arrives live, read out by screen readers.
 */
export function NotificationBell() {
  const { code } = useVenueSession();
  const { t } = useTexts();
  const navigate = useNavigate();
  const { items, unread, arrived, markRead, dismiss } = useVenueNotifications();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<NotificationsPanelProps> | null>(null);

  const toggle = () => {
    if (!Panel) void import('./notifications-panel').then((module) => setPanel(() => module.NotificationsPanel));
    setOpen((shown) => !shown);
  };

  const openNotification = (notification: VenueNotification) => {
    markRead(notification.id);
    setOpen(false);
    if (notification.roomId !== null) navigate(paths.room(code, notification.roomId));
    else if (notification.sessionId !== null) navigate({ pathname: paths.agenda(code), hash: `#session-${notification.sessionId}` });
  };

  return (
    <div className="notifications">
      <button type="button" className="bell" aria-expanded={open} aria-controls={PANEL_ID} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
          <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
        </svg>
        <span className="visually-hidden">{t('notifications.bell', { count: unread })}</span>
        {unread > 0 && (
          <span className="bell-count" aria-hidden="true" data-testid="notification-unread">
            {unread}
          </span>
        )}
      </button>
      {open && Panel && <Panel id={PANEL_ID} items={items} onOpen={openNotification} onClose={() => setOpen(false)} />}
      <div className="notification-announcement" role="status" aria-live="polite">
        {arrived && (
          <div className="card">
            <p className="announcement-kicker">{t('notifications.arrived')}</p>
            <p>
              <strong>{arrived.title}</strong>
            </p>
            <p>{arrived.text}</p>
            <div className="actions">
              <button type="button" className="button" onClick={() => openNotification(arrived)}>
                {arrived.roomId !== null || arrived.sessionId !== null ? t('notifications.open') : t('notifications.markRead')}
              </button>
              <button type="button" className="button secondary" onClick={dismiss}>
                {t('notifications.dismiss')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
