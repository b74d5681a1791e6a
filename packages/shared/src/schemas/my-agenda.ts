import * as z from 'zod/mini';
import { MY_AGENDA_REMINDER_MINUTES } from '../rules/my-agenda-reminders';
import { miniIdTextSchema } from './mini-ids';

/** Path of one session of the attendee's own agenda (POST and DELETE /api/venue/my-agenda/{sessionId}). */
export const myAgendaSessionPathSchema = z.object({ sessionId: miniIdTextSchema });

/**
 * The attendee's reminders of their own agenda (docs/rules/venue.md#my-agenda): how many minutes
 * before each session (one of MY_AGENDA_REMINDER_MINUTES, or null for none), and whether by e-mail
 * as well as in the venue (their consent; off until they turn it on).
 */
export const myAgendaRemindersSchema = z.object({
  minutesBefore: z.nullable(z.literal([...MY_AGENDA_REMINDER_MINUTES], { error: 'validation.invalid' })),
  byMail: z.boolean(),
});
export type MyAgendaReminders = z.infer<typeof myAgendaRemindersSchema>;

/**
 * The attendee's own agenda: the ids of the sessions they added, in no particular order (the venue
 * lists them in the agenda's time order), their reminders, and whether they have a calendar link;
 * the link itself is shown once, when it is made. zod/mini: the venue loads it.
 */
export const myAgendaSchema = z.object({ sessionIds: z.array(z.int()), reminders: myAgendaRemindersSchema, feed: z.boolean() });
export type MyAgenda = z.infer<typeof myAgendaSchema>;

/** POST /api/venue/my-agenda/feed: the new private calendar link; the one before it stops working. */
export const myAgendaFeedSchema = z.object({ url: z.string() });
export type MyAgendaFeed = z.infer<typeof myAgendaFeedSchema>;
