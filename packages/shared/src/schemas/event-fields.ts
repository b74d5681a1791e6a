import { z } from 'zod';
import { TIMEZONE_MAX_MINUTES, TIMEZONE_MIN_MINUTES } from '../constants';

/** A calendar date as it travels: `YYYY-MM-DD`, and a real day of that month; empty is 'Required field'. */
export const dateStringSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid_date' })
  .refine(
    (value) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: 'validation.invalid_date' },
  );

/** A wall-clock time as it travels: `HH:mm`, 24-hour; empty is 'Required field'. */
export const timeStringSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid_time' });

/** An event's time zone: its offset from UTC in minutes, within the range of docs/rules/limits.md#time-zones. */
export const timezoneOffsetSchema = z.coerce
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_timezone' })
  .min(TIMEZONE_MIN_MINUTES, { error: 'validation.invalid_timezone' })
  .max(TIMEZONE_MAX_MINUTES, { error: 'validation.invalid_timezone' });

/** One component of a searched place (the address: docs/rules/events.md#place-search), e.g. {type: 'locality', name: 'Berlin'}. */
export const placeComponentSchema = z.object({ type: z.string().max(50), name: z.string().max(200) });
export type PlaceComponent = z.infer<typeof placeComponentSchema>;

export const eventStatusSchema = z.enum(['published', 'draft', 'closed']);
/** docs/rules/events.md#states: closed, published or draft, derived from code and closing instant. */
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const eventTimeTabSchema = z.enum(['all', 'upcoming', 'current', 'past']);
/** The events list's tabs (docs/rules/events.md#time-tabs). */
export type EventTimeTab = z.infer<typeof eventTimeTabSchema>;

export const EVENT_NAME_MAX_LENGTH = 150;
export const EVENT_LOCATION_MAX_LENGTH = 200;
export const EVENT_CONDITIONS_MAX_LENGTH = 5000;
