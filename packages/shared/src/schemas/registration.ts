import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from '../constants';
import { ATTENDEE_COMPANY_MAX_LENGTH, ATTENDEE_GROUP_MAX_LENGTH, ATTENDEE_JOB_TITLE_MAX_LENGTH } from '../rules/attendees';
import { PUBLIC_GROUPS_MAX } from '../rules/people';
import { emailSchema, languageSchema, linkTokenSchema } from './primitives';
import { miniIdSchema, miniIdTextSchema } from './mini-ids';

/**
 * An event's registration settings and the venue's registration page (docs/rules/attendees.md#registration).
 * Written with zod/mini: the venue's registration page loads this file.
 */

/** Invitation only: the organiser creates every account. Open: anyone may register on `/e/{code}/register`. */
export const REGISTRATION_ACCESS = ['invitation', 'open'] as const;
export type RegistrationAccess = (typeof REGISTRATION_ACCESS)[number];

/** The account fields a registration may ask for; the address is always asked. */
export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'company', 'jobTitle'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The longest each field may be, the same as on the account. */
const REGISTRATION_FIELD_MAX_LENGTH: Record<RegistrationField, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  company: ATTENDEE_COMPANY_MAX_LENGTH,
  jobTitle: ATTENDEE_JOB_TITLE_MAX_LENGTH,
};

/** Who sees the attendee list in the venue. */
export const ATTENDEE_LIST_VISIBILITIES = ['everyone', 'moderators', 'nobody'] as const;
export type AttendeeListVisibility = (typeof ATTENDEE_LIST_VISIBILITIES)[number];

export const CONSENT_TEXT_MAX_LENGTH = 5000;
export const REGISTRATION_CAPACITY_MAX = 100_000;

const registrationFieldSettingSchema = z.object({
  field: z.enum(REGISTRATION_FIELDS, { error: 'validation.invalid' }),
  required: z.boolean({ error: 'validation.invalid' }),
});
export type RegistrationFieldSetting = z.infer<typeof registrationFieldSettingSchema>;

/** The fields the event requires of a registration; the others are optional. */
export const requiredRegistrationFields = (fields: readonly RegistrationFieldSetting[]): ReadonlySet<RegistrationField> =>
  new Set(fields.filter((setting) => setting.required).map((setting) => setting.field));

/**
 * The required fields a registration leaves blank, each with its i18n key `validation.required`:
 * the registration page shows them beside their fields, and the server refuses them again.
 */
export function missingRegistrationFields(fields: readonly RegistrationFieldSetting[], values: Record<RegistrationField, string>): Record<string, string> {
  const required = requiredRegistrationFields(fields);
  return Object.fromEntries(REGISTRATION_FIELDS.filter((field) => required.has(field) && values[field].trim() === '').map((field) => [field, 'validation.required']));
}

/** GET /api/registrationSettings/{eventId}: the event's settings, or the defaults while never saved. */
export const registrationSettingsSchema = z.object({
  access: z.enum(REGISTRATION_ACCESS),
  fields: z.array(registrationFieldSettingSchema),
  consentText: z.string(),
  /** Counts the consent text's changes; each registration stores the version it accepted. */
  consentVersion: z.int(),
  /** Null: no limit. */
  capacity: z.nullable(z.int()),
  waitingList: z.boolean(),
  approval: z.boolean(),
  attendeeListVisibility: z.enum(ATTENDEE_LIST_VISIBILITIES),
  /** The account groups attendees may filter the people directory by (docs/rules/venue.md#people). */
  publicGroups: z.array(z.string()),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const REGISTRATION_DEFAULTS: RegistrationSettings = {
  access: 'invitation',
  fields: [
    { field: 'firstName', required: true },
    { field: 'lastName', required: true },
  ],
  consentText: '',
  consentVersion: 0,
  capacity: null,
  waitingList: false,
  approval: false,
  attendeeListVisibility: 'everyone',
  publicGroups: [],
};

const capacitySchema = z.nullable(
  z.int({ error: 'validation.invalid' }).check(z.positive({ error: 'validation.invalid' }), z.lte(REGISTRATION_CAPACITY_MAX, { error: 'validation.invalid' })),
);

/** Body of POST /api/registrationSettings/{eventId}. Open registration needs a consent text. */
export const saveRegistrationSettingsBodySchema = z
  .object({
    access: z.enum(REGISTRATION_ACCESS, { error: 'validation.invalid' }),
    fields: z.array(registrationFieldSettingSchema).check(z.maxLength(REGISTRATION_FIELDS.length, { error: 'validation.invalid' })),
    consentText: z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(CONSENT_TEXT_MAX_LENGTH, { error: `validation.max_${CONSENT_TEXT_MAX_LENGTH}` })),
    capacity: capacitySchema,
    waitingList: z.boolean({ error: 'validation.invalid' }),
    approval: z.boolean({ error: 'validation.invalid' }),
    attendeeListVisibility: z.enum(ATTENDEE_LIST_VISIBILITIES, { error: 'validation.invalid' }),
    publicGroups: z._default(
      z
        .array(z.string({ error: 'validation.invalid' }).check(z.trim(), z.minLength(1, { error: 'validation.invalid' }), z.maxLength(ATTENDEE_GROUP_MAX_LENGTH, { error: 'validation.invalid' })))
        .check(z.maxLength(PUBLIC_GROUPS_MAX, { error: 'validation.invalid' })),
      [],
    ),
  })
  .check((ctx) => {
    const { access, consentText, fields } = ctx.value;
    if (access === 'open' && consentText === '') ctx.issues.push({ code: 'custom', message: 'validation.required', path: ['consentText'], input: consentText });
    if (new Set(fields.map((setting) => setting.field)).size !== fields.length) ctx.issues.push({ code: 'custom', message: 'validation.invalid', path: ['fields'], input: fields });
  });
export type SaveRegistrationSettingsBody = z.infer<typeof saveRegistrationSettingsBodySchema>;

export const registrationEventPathSchema = z.object({ eventId: miniIdTextSchema });

/** GET /api/venue/{code}/registration: what the registration page asks. 404 while the event is invitation only. */
export const venueRegistrationFormSchema = z.object({
  fields: z.array(registrationFieldSettingSchema),
  consentText: z.string(),
  consentVersion: z.int(),
  /** Registration has closed (the event's closing instant has passed). */
  closed: z.boolean(),
});
export type VenueRegistrationForm = z.infer<typeof venueRegistrationFormSchema>;

const optionalFieldSchema = (max: number) => z._default(z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(max, { error: `validation.max_${max}` })), '');

/**
 * POST /api/venue/{code}/register. Which fields are required is the event's setting: the server
 * checks them against it and answers `validation.required` beside each missing one.
 */
export const registerBodySchema = z.object({
  email: emailSchema,
  firstName: optionalFieldSchema(REGISTRATION_FIELD_MAX_LENGTH.firstName),
  lastName: optionalFieldSchema(REGISTRATION_FIELD_MAX_LENGTH.lastName),
  company: optionalFieldSchema(REGISTRATION_FIELD_MAX_LENGTH.company),
  jobTitle: optionalFieldSchema(REGISTRATION_FIELD_MAX_LENGTH.jobTitle),
  lang: languageSchema,
  consent: z.literal(true, { error: 'validation.consent_required' }),
  consentVersion: z.int({ error: 'validation.invalid' }),
  captcha: z._default(z.string().check(z.maxLength(4096)), ''),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/venue/{code}/confirmRegistration: the mailed token. */
export const confirmRegistrationBodySchema = z.object({ token: linkTokenSchema });

/**
 * Where a confirmed registration stands: `accepted` carries `passwordToken`, a personal link's
 * token for the venue's set-password page; the others wait for the organiser or a free place.
 */
const REGISTRATION_OUTCOMES = ['accepted', 'awaiting_approval', 'waiting'] as const;
export const confirmedRegistrationSchema = z.object({ outcome: z.enum(REGISTRATION_OUTCOMES), passwordToken: z.nullable(z.string()) });
export type ConfirmedRegistration = z.infer<typeof confirmedRegistrationSchema>;

/** A registration in the organiser's queue: awaiting approval, or on the waiting list (in order). */
const QUEUED_REGISTRATION_STATUSES = ['awaiting_approval', 'waiting'] as const;
export const queuedRegistrationSchema = z.object({
  id: z.int(),
  status: z.enum(QUEUED_REGISTRATION_STATUSES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  confirmedAt: z.string(),
});
export type QueuedRegistration = z.infer<typeof queuedRegistrationSchema>;

/** GET /api/registrations/{eventId}: the queue, oldest confirmation first. */
export const registrationQueueSchema = z.array(queuedRegistrationSchema);

/** Body of POST /api/approveRegistration/{eventId} and /api/rejectRegistration/{eventId}. */
export const decideRegistrationBodySchema = z.object({ registrationId: miniIdSchema });

/**
 * The one change pushed on `registrations:{eventId}`: the queue or the accounts it made changed, so
 * the accounts screen asks for both again (docs/decisions/0138-live-support-and-registrations.md).
 */
export const REGISTRATIONS_CHANGED = 'changed';
