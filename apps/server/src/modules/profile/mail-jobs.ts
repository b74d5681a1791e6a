import { z } from 'zod';
import { defineJob } from '../../jobs/job';

/**
 * POST /changeEmail: the confirmation link to the new address and a notice to the old one, sent
 * after the answer. Like the sign-in mails' jobs it holds no link; the token is made when the mail
 * is written, and only while the address is still the user's pending one.
 */
export const emailChangeJob = defineJob(
  'profile.email_change',
  z.object({ userId: z.number().int(), newEmail: z.string(), lang: z.enum(['en', 'de']) }),
);
