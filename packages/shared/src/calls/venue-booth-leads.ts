import * as z from 'zod/mini';
import { BOOTH_LEAD_MESSAGE_MAX_LENGTH } from '../rules/booth-leads';
import { okSchema } from '../schemas/common-answers';
import { defineCall } from './define-call';
import { venueBoothPathSchema } from './venue-booths';

/**
 * POST /api/venue/booths/{roomId}/lead: an optional message and the attendee's consent, which must
 * be given (`consent` true) for the contact to be left.
 */
export const venueBoothLeadBodySchema = z.object({
  message: z._default(
    z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(BOOTH_LEAD_MESSAGE_MAX_LENGTH, { error: `validation.max_${BOOTH_LEAD_MESSAGE_MAX_LENGTH}` })),
    '',
  ),
  consent: z.literal(true, { error: 'validation.booth_lead_consent' }),
});
export type VenueBoothLeadBody = z.infer<typeof venueBoothLeadBodySchema>;

/** The contact the attendee left at a booth: their message and when they gave which consent. */
export const venueBoothLeadSchema = z.object({ message: z.string(), consentVersion: z.int(), consentedMs: z.number() });
export type VenueBoothLead = z.infer<typeof venueBoothLeadSchema>;

/** Leaving one's contact at an expo booth (docs/rules/venue.md#booth-leads). */
export const venueBoothLeadCalls = {
  get: defineCall({
    method: 'GET',
    path: '/venue/booths/:roomId/lead',
    summary: 'The contact the attendee left at a booth, or null',
    params: venueBoothPathSchema,
    answer: z.nullable(venueBoothLeadSchema),
  }),
  save: defineCall({
    method: 'POST',
    path: '/venue/booths/:roomId/lead',
    summary: 'Leaves or updates the attendee’s contact at a booth, with their consent',
    params: venueBoothPathSchema,
    body: venueBoothLeadBodySchema,
    answer: venueBoothLeadSchema,
  }),
  withdraw: defineCall({
    method: 'DELETE',
    path: '/venue/booths/:roomId/lead',
    summary: 'Withdraws the attendee’s contact from a booth',
    params: venueBoothPathSchema,
    answer: okSchema,
  }),
};
