import { MAIL_REMINDER_GRACE_MS } from '@aula/shared';

/**
 * Whether a reminder goes out now: its moment (start − minutes before) has come, it passed less
 * than `MAIL_REMINDER_GRACE_MS` ago, and what it reminds of has not started yet. A reminder
 * enabled, or a server back up, after that window stays unsent rather than arriving late.
 */
export function isReminderDue(startMs: number, minutesBefore: number, nowMs: number): boolean {
  const moment = startMs - minutesBefore * 60_000;
  return nowMs >= moment && nowMs < Math.min(moment + MAIL_REMINDER_GRACE_MS, startMs);
}
