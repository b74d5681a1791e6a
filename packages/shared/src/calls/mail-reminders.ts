import { mailRemindersPathSchema, mailRemindersSchema } from '../schemas/mail-reminders';
import { defineCall } from './define-call';

/**
 * The event's automatic reminders (docs/rules/communications.md#reminders), for organisers of the event's company; other
 * companies' events answer like missing ones, other events' templates are refused.
 */
export const mailReminderCalls = {
  get: defineCall({ method: 'GET', path: '/mailReminders/:eventId', summary: "The event's reminder before it starts and before each session", params: mailRemindersPathSchema, answer: mailRemindersSchema }),
  save: defineCall({ method: 'POST', path: '/mailReminders/:eventId', summary: "Saves the event's two reminders", params: mailRemindersPathSchema, body: mailRemindersSchema, answer: mailRemindersSchema }),
};
