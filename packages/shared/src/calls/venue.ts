import { okSchema, socketTicketSchema } from '../schemas/common-answers';
import {
  venueCodePathSchema,
  venueContentSchema,
  venueEntrySchema,
  venueEraseBodySchema,
  venueForgotPasswordBodySchema,
  venueInvitationBodySchema,
  venueInvitationSchema,
  venueLoginBodySchema,
  venuePhotoSchema,
  venueProfileBodySchema,
  venueSetPasswordBodySchema,
} from '../schemas/venue';
import { attendeeTokenSchema } from '../schemas/venue-session';
import { venueProfileSchema } from './venue-session';
import { defineCall } from './define-call';

/**
 * The venue's calls (docs/rules/venue.md). Those under a code are reached before sign-in and
 * answer 404 for an unknown or unpublished code; the others need an attendee's token, which
 * belongs to one event.
 */
export const venueCalls = {
  entry: defineCall({ method: 'GET', path: '/venue/:code/entry', summary: "A published event's name, state and design for the venue's sign-in page", params: venueCodePathSchema, answer: venueEntrySchema }),
  login: defineCall({ method: 'POST', path: '/venue/:code/login', summary: 'Signs an attendee in with e-mail and password', params: venueCodePathSchema, body: venueLoginBodySchema, answer: attendeeTokenSchema }),
  invitation: defineCall({ method: 'POST', path: '/venue/:code/invitation', summary: 'Whom a personal invitation link is for', params: venueCodePathSchema, body: venueInvitationBodySchema, answer: venueInvitationSchema }),
  acceptInvitation: defineCall({ method: 'POST', path: '/venue/:code/acceptInvitation', summary: 'Sets the first password from a personal invitation link and signs in', params: venueCodePathSchema, body: venueSetPasswordBodySchema, answer: attendeeTokenSchema }),
  forgotPassword: defineCall({ method: 'POST', path: '/venue/:code/forgotPassword', summary: 'Mails a reset link if the address has an account in the event', params: venueCodePathSchema, body: venueForgotPasswordBodySchema, answer: okSchema }),
  resetPassword: defineCall({ method: 'POST', path: '/venue/:code/resetPassword', summary: 'Sets a new password from a reset link and signs in', params: venueCodePathSchema, body: venueSetPasswordBodySchema, answer: attendeeTokenSchema }),
  content: defineCall({ method: 'GET', path: '/venue/event', summary: "The signed-in attendee's event: design, menu, rooms and agenda", answer: venueContentSchema }),
  saveProfile: defineCall({ method: 'POST', path: '/venue/me', summary: "Saves the attendee's name and language", body: venueProfileBodySchema, answer: venueProfileSchema }),
  photo: defineCall({ method: 'POST', path: '/venue/me/photo', summary: "Sets the attendee's photo (multipart field `file`; no file or an empty one removes it)", answer: venuePhotoSchema }),
  exportData: defineCall({ method: 'GET', path: '/venue/me/data', summary: "Everything held about the attendee, as a JSON file" }),
  erase: defineCall({ method: 'POST', path: '/venue/me/erase', summary: "Erases the attendee's personal data and ends the session", body: venueEraseBodySchema, answer: okSchema }),
  socketTicket: defineCall({ method: 'POST', path: '/venue/socketTicket', summary: "A one-time ticket for the attendee's socket", answer: socketTicketSchema }),
};
