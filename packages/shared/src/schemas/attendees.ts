import { z } from 'zod';
import { ATTENDEE_COMPANY_MAX_LENGTH, ATTENDEE_GROUP_MAX_LENGTH, ATTENDEE_JOB_TITLE_MAX_LENGTH, ATTENDEE_ROLES } from '../rules/attendees';
import { emailSchema, languageSchema, personNameSchema } from './primitives';

export { ATTENDEE_COMPANY_MAX_LENGTH, ATTENDEE_GROUP_MAX_LENGTH, ATTENDEE_JOB_TITLE_MAX_LENGTH, ATTENDEE_ROLES };
export const attendeeRoleSchema = z.enum(ATTENDEE_ROLES, { error: 'validation.invalid_role' });
export type AttendeeRole = z.infer<typeof attendeeRoleSchema>;

/**
 * Where an account stands on the list: no invitation yet, invited (and not signed in since), or
 * signed in at least once. Derived from the account's invitation and first sign-in instants.
 */
export const ATTENDEE_STATUSES = ['not_invited', 'invited', 'signed_in'] as const;
export const attendeeStatusSchema = z.enum(ATTENDEE_STATUSES);
export type AttendeeStatus = z.infer<typeof attendeeStatusSchema>;

export const ATTENDEE_GROUPS_MAX = 20;

const optionalText = (max: number) => z.string().trim().max(max, { error: `validation.max_${max}` }).default('');

/** One group tag: trimmed, not empty, at most 50 characters. */
export const attendeeGroupSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(ATTENDEE_GROUP_MAX_LENGTH, { error: `validation.max_${ATTENDEE_GROUP_MAX_LENGTH}` });

/** An account's groups: at most 20 distinct tags, duplicates (ignoring case) folded into the first. */
export const attendeeGroupsSchema = z
  .array(attendeeGroupSchema)
  .max(ATTENDEE_GROUPS_MAX, { error: 'validation.too_many_groups' })
  .transform((groups) => groups.filter((group, index) => groups.findIndex((other) => other.toLowerCase() === group.toLowerCase()) === index))
  .default([]);

/**
 * The fields of an attendee account an organiser edits (docs/rules/attendees.md#account-fields-and-roles), the one rule for the form,
 * the import's rows and the server. The photo is set through its own upload call.
 */
export const attendeeFieldsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  company: optionalText(ATTENDEE_COMPANY_MAX_LENGTH),
  jobTitle: optionalText(ATTENDEE_JOB_TITLE_MAX_LENGTH),
  role: attendeeRoleSchema.default('attendee'),
  lang: languageSchema,
  groups: attendeeGroupsSchema,
  active: z.boolean().default(true),
});
export type AttendeeFields = z.infer<typeof attendeeFieldsSchema>;
export type AttendeeFieldsInput = z.input<typeof attendeeFieldsSchema>;

/** An attendee account as the console's calls answer it. Instants are ISO 8601 in UTC. */
export const attendeeAccountSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  role: attendeeRoleSchema,
  lang: languageSchema,
  groups: z.array(z.string()),
  /** The photo's public address, or null. */
  photoUrl: z.string().nullable(),
  active: z.boolean(),
  status: attendeeStatusSchema,
  invitedAt: z.string().nullable(),
  firstSignedInAt: z.string().nullable(),
});
export type AttendeeAccount = z.infer<typeof attendeeAccountSchema>;
