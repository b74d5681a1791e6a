import { z } from 'zod';
import { languageSchema } from './primitives';
import { attendeeRoleSchema } from './attendees';

/** What a token was issued for, as the personal-data export names it (socket tickets are not kept long enough to matter). */
export const attendeeIssuedTokenKindSchema = z.enum(['session', 'invite', 'reset']);

/**
 * Everything Aula holds about one attendee account (docs/rules/attendees.md#personal-data), as the console's and the
 * venue's data export write it: the account's fields and when its sessions and mailed links were
 * issued and used. Never a password hash or a token, only that they exist. Instants are ISO 8601 in UTC.
 */
export const attendeePersonalDataSchema = z.object({
  exportedAt: z.string(),
  event: z.object({ id: z.number().int(), name: z.string() }),
  account: z.object({
    id: z.number().int(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    jobTitle: z.string(),
    /** What the attendee wrote about themselves, and whether they hid from the people directory. */
    bio: z.string(),
    hiddenFromDirectory: z.boolean(),
    role: attendeeRoleSchema,
    lang: languageSchema,
    groups: z.array(z.string()),
    /** The photo's public address, or null. */
    photoUrl: z.string().nullable(),
    active: z.boolean(),
    hasPassword: z.boolean(),
    invitedAt: z.string().nullable(),
    firstSignedInAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /**
   * The account's own agenda (docs/rules/venue.md#my-agenda): the sessions it added, its reminders
   * and whether it has a calendar link (never the link itself).
   */
  myAgenda: z.object({
    sessionIds: z.array(z.number().int()),
    reminders: z.object({ minutesBefore: z.number().int().nullable(), byMail: z.boolean() }),
    calendarLink: z.boolean(),
  }),
  /** The contacts the account left at expo booths (docs/rules/venue.md#booth-leads), with the consent given. */
  boothLeads: z.array(z.object({ roomId: z.number().int(), booth: z.string(), message: z.string(), consentVersion: z.number().int(), consentedAt: z.string() })),
  /** The sessions and mailed links issued to the account, oldest first. */
  tokens: z.array(
    z.object({
      kind: attendeeIssuedTokenKindSchema,
      createdAt: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
});
export type AttendeePersonalData = z.infer<typeof attendeePersonalDataSchema>;
