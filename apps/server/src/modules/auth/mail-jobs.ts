import { z } from 'zod';
import { defineJob } from '../../jobs/job';

const language = z.enum(['en', 'de']);

/*
 * The mails of sign-up, activation, reset and invitation leave through the job queue, after the
 * answer. A job holds who to write to and in which language, never a link: the single-use token
 * is made when the mail is sent, so the jobs table holds nothing that opens an account.
 */

/** The activation mail of a new, not yet active owner. */
export const activationMailJob = defineJob('auth.activation_mail', z.object({ userId: z.number().int(), lang: language }));

/** POST /resendVerification: a new activation mail if the address belongs to an inactive account. */
export const resendVerificationJob = defineJob(
  'auth.resend_verification',
  z.object({ email: z.string(), lang: language.optional() }),
);

/** POST /createUser with a registered address: the owner hears that someone tried. */
export const signupAttemptJob = defineJob('auth.signup_attempt', z.object({ email: z.string() }));

/** POST /forgotPassword: a reset link if the address is registered. */
export const passwordResetJob = defineJob('auth.password_reset', z.object({ email: z.string(), lang: language }));

/** An invited member's link to set their first password. */
export const invitationMailJob = defineJob(
  'auth.invitation_mail',
  z.object({ userId: z.number().int(), lang: language, inviter: z.string() }),
);
