import {
  instantWallClock,
  type NotificationAudience,
  type NotificationDetail,
  type NotificationListItem,
  type VenueNotification,
} from '@aula/shared';
import type { NotificationWithCounts, ReceivedRow } from './repository';

/** A notification as the console's list shows it. */
export function presentListItem(row: NotificationWithCounts): NotificationListItem {
  return {
    id: row.id,
    title: row.titleEn,
    titleDe: row.titleDe,
    status: row.status,
    audience: row.audience as NotificationAudience,
    scheduledMs: row.scheduledAt?.getTime() ?? null,
    sentMs: row.sentAt?.getTime() ?? null,
    recipients: row.recipientCount,
    delivered: Number(row.delivered),
    read: Number(row.read),
  };
}

/** A notification for its edit form; the schedule as a wall clock in the event's zone. */
export function presentDetail(row: NotificationWithCounts, timezoneOffset: number): NotificationDetail {
  const wall = row.scheduledAt ? instantWallClock(row.scheduledAt.getTime(), timezoneOffset) : { date: '', time: '' };
  return {
    ...presentListItem(row),
    titleEn: row.titleEn,
    titleDe: row.titleDe,
    textEn: row.textEn,
    textDe: row.textDe,
    roomId: row.roomId,
    sessionId: row.sessionId,
    ...wall,
  };
}

/** A notification in the reader's language; empty German words fall back to the English. */
export function presentReceived(row: ReceivedRow, lang: string): VenueNotification {
  const german = lang === 'de';
  return {
    id: row.id,
    title: (german && row.titleDe) || row.titleEn,
    text: (german && row.textDe) || row.textEn,
    roomId: row.roomId,
    sessionId: row.sessionId,
    sentMs: row.sentAt?.getTime() ?? 0,
    read: row.readAt !== null,
  };
}
