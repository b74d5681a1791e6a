import { MAIL_REMINDER_MINUTES_MAX, MAIL_REMINDER_MINUTES_MIN } from '@aula/shared';

/** How long before, as the console shows it: whole hours when it is some, else minutes. */
export type ReminderLead = { amount: number; unit: 'minutes' | 'hours' };

export const leadOf = (minutes: number): ReminderLead => (minutes % 60 === 0 ? { amount: minutes / 60, unit: 'hours' } : { amount: minutes, unit: 'minutes' });

export const minutesOf = ({ amount, unit }: ReminderLead): number => (unit === 'hours' ? amount * 60 : amount);

/** The shared schema's range, checked before saving so the field says so at once. */
export const isLeadInRange = (lead: ReminderLead): boolean => {
  const minutes = minutesOf(lead);
  return Number.isInteger(minutes) && minutes >= MAIL_REMINDER_MINUTES_MIN && minutes <= MAIL_REMINDER_MINUTES_MAX;
};
