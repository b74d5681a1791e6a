import { z } from 'zod';
import { idOrNewTextSchema, idSchema } from './ids';

/**
 * Automatic reminders (docs/rules/communications.md#reminders): one of the event's templates sent a number of minutes before
 * the event starts, and one before each session of its agenda starts, to everyone of the event.
 */
export const MAIL_REMINDER_KINDS = ['event', 'session'] as const;
export type MailReminderKind = (typeof MAIL_REMINDER_KINDS)[number];

/** From a quarter of an hour to a week before. */
export const MAIL_REMINDER_MINUTES_MIN = 15;
export const MAIL_REMINDER_MINUTES_MAX = 10_080;

/** What a reminder is before it is first saved. */
export const MAIL_REMINDER_DEFAULT_MINUTES: Record<MailReminderKind, number> = { event: 1440, session: 15 };

/**
 * A reminder whose moment (start − minutes before) passed more than this long ago is never sent
 * late: not when it is enabled after its moment, nor when every server was down at the time.
 */
export const MAIL_REMINDER_GRACE_MS = 3600_000;

const invalid = { error: 'validation.invalid' } as const;

export const mailReminderSchema = z.object({
  enabled: z.boolean(invalid),
  /** One of the event's own templates; required while the reminder is enabled. */
  templateId: idSchema.nullable(),
  minutesBefore: z.number(invalid).int(invalid).min(MAIL_REMINDER_MINUTES_MIN, invalid).max(MAIL_REMINDER_MINUTES_MAX, invalid),
});
export type MailReminder = z.infer<typeof mailReminderSchema>;

/** Both reminders of an event; GET answers them, POST saves them. */
export const mailRemindersSchema = z.object({ event: mailReminderSchema, session: mailReminderSchema });
export type MailReminders = z.infer<typeof mailRemindersSchema>;

export const mailRemindersPathSchema = z.object({ eventId: idOrNewTextSchema });

/** The `reminderKey` of a send: `event`, or `session:{id}` for one session. */
export const reminderKeyOf = (kind: MailReminderKind, sessionId?: number): string => (kind === 'event' ? 'event' : `session:${sessionId}`);

/** The session a session reminder's key names, or null for any other key. */
export function sessionOfReminderKey(key: string | null): number | null {
  const match = key === null ? null : /^session:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
