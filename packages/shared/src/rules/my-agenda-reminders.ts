/**
 * How long before a session of their own agenda an attendee may be reminded of it, in minutes
 * (docs/rules/venue.md#my-agenda); no choice (null) is no reminder.
 */
export const MY_AGENDA_REMINDER_MINUTES = [5, 10, 15, 30, 60] as const;
export type MyAgendaReminderMinutes = (typeof MY_AGENDA_REMINDER_MINUTES)[number];

/** The furthest ahead a reminder can fall due: the longest choice. A check reads only sessions starting within it. */
export const MY_AGENDA_REMINDER_HORIZON_MINUTES = Math.max(...MY_AGENDA_REMINDER_MINUTES);

/**
 * Whether a reminder of a session goes out now: its moment (start − minutes before) has come and
 * the session has not started. A reminder chosen, or a server back up, after the moment still goes
 * out until the start; never once the session is on.
 */
export function isMyAgendaReminderDue(startMs: number, minutesBefore: number, nowMs: number): boolean {
  return nowMs >= startMs - minutesBefore * 60_000 && nowMs < startMs;
}

/** What makes a reminder one of a kind: the attendee, the session and the start it reminds of (a moved session is reminded of again). */
export const myAgendaReminderKey = (accountId: number, sessionId: number, startMs: number) => `my-agenda:${accountId}:${sessionId}:${startMs}`;
