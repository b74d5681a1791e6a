import * as z from 'zod/mini';
import { ATTENDEE_COMPANY_MAX_LENGTH, ATTENDEE_GROUP_MAX_LENGTH, ATTENDEE_JOB_TITLE_MAX_LENGTH, ATTENDEE_ROLES } from '../rules/attendees';
import { PEOPLE_MAX_OFFSET, PROFILE_BIO_MAX_LENGTH } from '../rules/people';
import { miniIdTextSchema } from './mini-ids';

const trimmedText = (max: number) => z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(max, { error: `validation.max_${max}` }));

/**
 * What an attendee writes about themselves in the venue (company and job title are also the
 * organiser's fields); a field left out of a save keeps its value.
 */
export const venueProfileAboutShape = {
  company: z.optional(trimmedText(ATTENDEE_COMPANY_MAX_LENGTH)),
  jobTitle: z.optional(trimmedText(ATTENDEE_JOB_TITLE_MAX_LENGTH)),
  bio: z.optional(trimmedText(PROFILE_BIO_MAX_LENGTH)),
  hiddenFromDirectory: z.optional(z.boolean({ error: 'validation.invalid' })),
};

/** One person as the directory and a session's speakers show them. */
export const venuePersonSummarySchema = z.object({
  accountId: z.int(),
  displayName: z.string(),
  photo: z.nullable(z.string()),
  company: z.string(),
  jobTitle: z.string(),
  role: z.enum(ATTENDEE_ROLES),
});
export type VenuePersonSummary = z.infer<typeof venuePersonSummarySchema>;

/** GET /api/venue/people: the search text, the filters and where the page starts; empty values mean "any". */
export const venuePeopleQuerySchema = z.object({
  q: z._default(trimmedText(100), ''),
  role: z._default(z.union([z.enum(ATTENDEE_ROLES), z.literal('')]), ''),
  company: z._default(trimmedText(ATTENDEE_COMPANY_MAX_LENGTH), ''),
  group: z._default(trimmedText(ATTENDEE_GROUP_MAX_LENGTH), ''),
  offset: z._default(z.coerce.number({ error: 'validation.invalid' }).check(z.int({ error: 'validation.invalid' }), z.gte(0, { error: 'validation.invalid' }), z.lte(PEOPLE_MAX_OFFSET, { error: 'validation.invalid' })), 0),
});
export type VenuePeopleQuery = z.infer<typeof venuePeopleQuerySchema>;

/** One page of the directory; `next` is the offset of the following page, null at the end. */
export const venuePeopleSchema = z.object({ people: z.array(venuePersonSummarySchema), total: z.int(), next: z.nullable(z.int()) });
export type VenuePeople = z.infer<typeof venuePeopleSchema>;

/** GET /api/venue/people/filters: the companies of listed people and the groups the organiser made public. */
export const venuePeopleFiltersSchema = z.object({ companies: z.array(z.string()), groups: z.array(z.string()) });
export type VenuePeopleFilters = z.infer<typeof venuePeopleFiltersSchema>;

export const venuePersonPathSchema = z.object({ accountId: miniIdTextSchema });

/**
 * GET /api/venue/people/{accountId}: a profile, with the sessions the person speaks at and whether
 * the viewer may write them a direct message.
 */
export const venuePersonSchema = z.object({
  ...venuePersonSummarySchema.shape,
  bio: z.string(),
  sessionIds: z.array(z.int()),
  mayWrite: z.boolean(),
});
export type VenuePerson = z.infer<typeof venuePersonSchema>;
