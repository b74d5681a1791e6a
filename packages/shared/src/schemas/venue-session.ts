import * as z from 'zod/mini';
import { languageSchema } from './primitives';

/** How long an attendee's venue session lasts: the longest event (4 days) and a day around it. */
export const ATTENDEE_SESSION_SECONDS = 5 * 24 * 60 * 60;

/**
 * The answer of the venue's sign-in calls: an attendee access token. It is a different kind from
 * an organiser's (docs/rules/roles-and-permissions.md#attendees-and-moderators): the console refuses it and the venue refuses an organiser's.
 */
export const attendeeTokenSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  /** Seconds. */
  expires_in: z.int(),
  lang: languageSchema,
  /** The event the session belongs to; a session opens only its own event's venue. */
  code: z.string(),
});
export type AttendeeToken = z.infer<typeof attendeeTokenSchema>;
