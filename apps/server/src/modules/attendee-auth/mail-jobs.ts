import { z } from 'zod';
import { defineJob } from '../../jobs/job';

/*
 * Attendees' mails leave through the job queue, after the answer. As with organisers' mails
 * (auth/mail-jobs.ts) a job holds whom to write to, never a link: the single-use token is made
 * when the mail is sent, and the mail's language is the account's own at that moment.
 */

/** One account's personal invitation link (sent again, it voids the older one). */
export const attendeeInvitationJob = defineJob('attendee.invitation_mail', z.object({ accountId: z.number().int() }));

/** POST /venue/{code}/forgotPassword: a reset link if the address has an account in the event. */
export const attendeePasswordResetJob = defineJob('attendee.password_reset', z.object({ eventId: z.number().int(), email: z.string() }));
