import { z } from 'zod';
import { defineJob } from '../../jobs/job';

/*
 * Registration's mails leave through the job queue, after the answer, so that every address gets
 * the same answer as fast. A job names the registration, never a link: the confirmation token is
 * made when its mail is sent (docs/rules/attendees.md#registration).
 */

/** The link that confirms the address of a registration still pending. */
export const registrationConfirmJob = defineJob('registration.confirm_mail', z.object({ registrationId: z.number().int() }));

/** Someone registered an address that has an account or a registration under way: its owner is told instead. */
export const registrationKnownAddressJob = defineJob(
  'registration.known_address_mail',
  z.object({ eventId: z.number().int(), email: z.string(), lang: z.enum(['en', 'de']) }),
);

/**
 * What happened to a confirmed registration, told to the person: accepted (with the link that
 * sets the password), moved from the waiting list to the approval queue, or rejected.
 */
export const registrationDecisionJob = defineJob(
  'registration.decision_mail',
  z.object({ registrationId: z.number().int(), decision: z.enum(['accepted', 'awaiting_approval', 'rejected']) }),
);
