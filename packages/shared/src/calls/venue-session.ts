import * as z from 'zod/mini';
import { ATTENDEE_ROLES } from '../rules/attendees';
import { okSchema } from '../schemas/common-answers';
import { languageSchema } from '../schemas/primitives';
import { defineCall } from './define-call';

/** The signed-in attendee as the venue shows them (their own profile). */
export const venueProfileSchema = z.object({
  id: z.int(),
  eventId: z.int(),
  /** The code of the event this session opens. */
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  bio: z.string(),
  hiddenFromDirectory: z.boolean(),
  role: z.enum(ATTENDEE_ROLES),
  lang: languageSchema,
  photoUrl: z.nullable(z.string()),
});
export type VenueProfile = z.infer<typeof venueProfileSchema>;

/** The attendee's own session in the venue (docs/rules/attendees.md#attendee-sign-in); every call needs an attendee token. */
export const venueSessionCalls = {
  me: defineCall({ method: 'GET', path: '/venue/me', summary: "The signed-in attendee's profile", answer: venueProfileSchema }),
  logout: defineCall({ method: 'POST', path: '/venue/logout', summary: "Ends the attendee's session", answer: okSchema }),
};
