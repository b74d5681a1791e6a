import { z } from 'zod';
import { URL_MAX_LENGTH, urlError } from '../rules/embeds';
import { idTextSchema } from './ids';
import {
  MEETING_EMBEDDED,
  MEETING_INTEGRATIONS,
  MEETING_ROOM_LINKED,
  MEETING_SERVER_ADDRESS,
  isMeetingIntegration,
  type MeetingIntegration,
} from '../rules/meeting-integrations';

export { MEETING_EMBEDDED, MEETING_INTEGRATIONS, MEETING_ROOM_LINKED, MEETING_SERVER_ADDRESS, isMeetingIntegration, type MeetingIntegration };
export const meetingIntegrationSchema = z.enum(MEETING_INTEGRATIONS, { error: 'validation.invalid' });

/** The checksum BigBlueButton's `getChecksum` setting asks for; sha256 unless the server was set otherwise. */
export const BBB_CHECKSUM_ALGORITHMS = ['sha256', 'sha1'] as const;
export const bbbChecksumSchema = z.enum(BBB_CHECKSUM_ALGORITHMS, { error: 'validation.invalid' });
export type BbbChecksumAlgorithm = z.infer<typeof bbbChecksumSchema>;

const MEETING_APP_ID_MAX_LENGTH = 200;
export const MEETING_SECRET_MAX_LENGTH = 500;
/** An Azure tenant (its id or a domain such as contoso.onmicrosoft.com) and a Teams user (object id or UPN); they go into Microsoft's addresses. */
const TEAMS_NAME_MAX_LENGTH = 200;
const TEAMS_TENANT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;
const TEAMS_ORGANISER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._'+-]*(@[A-Za-z0-9.-]+)?$/;

/** Where the admin consent of an event's Azure app stands (docs/rules/rooms-and-agenda.md#meeting-integrations). */
const TEAMS_CONSENT_STATES = ['none', 'waiting', 'granted', 'refused'] as const;
export const teamsConsentSchema = z.object({
  state: z.enum(TEAMS_CONSENT_STATES),
  /** Microsoft's own words when the administrator refused or the consent failed; empty otherwise. */
  error: z.string(),
});
export type TeamsConsent = z.infer<typeof teamsConsentSchema>;

/**
 * The shape of the Zoom Meeting SDK's key (its client id) and secret as Zoom's app marketplace
 * shows them: letters and digits, no spaces. What "test connection" can check without reaching Zoom.
 */
const ZOOM_SDK_KEY_SHAPE = /^[A-Za-z0-9_-]{10,100}$/;
const ZOOM_SDK_SECRET_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/** Path of an event's integrations; with the provider for saving and testing one. */
export const meetingIntegrationsPathSchema = z.object({ eventId: idTextSchema });
export const meetingIntegrationPathSchema = z.object({ eventId: idTextSchema, provider: meetingIntegrationSchema });
/** Path of an organiser's join of one of the event's meeting rooms. */
export const meetingRoomPathSchema = z.object({ eventId: idTextSchema, roomId: idTextSchema });

/**
 * One provider's settings as the console sees them. The secret (Jitsi's JWT secret,
 * BigBlueButton's shared secret, Zoom's SDK secret) never leaves the server: `secretStored` says only whether one is kept.
 */
export const meetingIntegrationSettingsSchema = z.object({
  provider: meetingIntegrationSchema,
  enabled: z.boolean(),
  /** Jitsi's address (https://meet.example.com) or BigBlueButton's (https://bbb.example.com/bigbluebutton/); empty for Zoom. */
  serverUrl: z.string(),
  /** Jitsi's JWT app id (empty without tokens), or Zoom's Meeting SDK key. */
  appId: z.string(),
  checksum: bbbChecksumSchema,
  secretStored: z.boolean(),
  /** Teams only: the Azure tenant, the user under whom meetings are created, and the admin consent. */
  teams: z.object({ tenantId: z.string(), organiser: z.string(), consent: teamsConsentSchema }).optional(),
});
export type MeetingIntegrationSettings = z.infer<typeof meetingIntegrationSettingsSchema>;

/** GET /api/meetingIntegrations/{eventId}: every provider, configured or not, in the screen's order. */
export const meetingIntegrationsSchema = z.object({ eventId: z.number().int(), integrations: z.array(meetingIntegrationSettingsSchema) });
export type MeetingIntegrations = z.infer<typeof meetingIntegrationsSchema>;

/**
 * Body of saving one provider, and of testing the connection with the form's values. The address
 * is required while the provider is on; BigBlueButton always needs its shared secret, Jitsi a
 * secret only with an app id. An empty `secret` keeps the stored one; `removeSecret` drops it.
 */
export const saveMeetingIntegrationBodySchema = z.object({
  enabled: z.boolean({ error: 'validation.invalid' }),
  serverUrl: z
    .string({ error: 'validation.invalid_url' })
    .trim()
    .max(URL_MAX_LENGTH, { error: 'validation.invalid_url' })
    .refine((value) => value === '' || urlError(value) === null, { error: 'validation.invalid_url' }),
  appId: z.string({ error: 'validation.invalid' }).trim().max(MEETING_APP_ID_MAX_LENGTH, { error: `validation.max_${MEETING_APP_ID_MAX_LENGTH}` }),
  checksum: bbbChecksumSchema,
  secret: z.string({ error: 'validation.invalid' }).max(MEETING_SECRET_MAX_LENGTH, { error: `validation.max_${MEETING_SECRET_MAX_LENGTH}` }),
  removeSecret: z.boolean({ error: 'validation.invalid' }),
  /** Teams only: the Azure tenant id or domain, and the Teams user (object id or UPN) who organises the meetings. */
  tenantId: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(TEAMS_NAME_MAX_LENGTH, { error: `validation.max_${TEAMS_NAME_MAX_LENGTH}` })
    .refine((value) => value === '' || TEAMS_TENANT_PATTERN.test(value), { error: 'validation.teams_tenant' })
    .default(''),
  organiser: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(TEAMS_NAME_MAX_LENGTH, { error: `validation.max_${TEAMS_NAME_MAX_LENGTH}` })
    .refine((value) => value === '' || TEAMS_ORGANISER_PATTERN.test(value), { error: 'validation.teams_organiser' })
    .default(''),
});
export type SaveMeetingIntegrationBody = z.infer<typeof saveMeetingIntegrationBodySchema>;
export type SaveMeetingIntegrationInput = z.input<typeof saveMeetingIntegrationBodySchema>;

type IntegrationFields = Pick<SaveMeetingIntegrationBody, 'enabled' | 'serverUrl' | 'appId' | 'secret' | 'removeSecret'> &
  Partial<Pick<SaveMeetingIntegrationBody, 'tenantId' | 'organiser'>>;

/**
 * The rules that depend on the provider and on what is stored, answered field -> i18n key; the
 * form and the server both run them. `secretStored` is whether the server keeps a secret now.
 * Zoom has no address: it needs its SDK key and secret, each in the shape Zoom gives them.
 */
export function meetingIntegrationErrors(provider: MeetingIntegration, values: IntegrationFields, secretStored: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.enabled) return errors;
  if (MEETING_SERVER_ADDRESS[provider] && values.serverUrl.trim() === '') errors.serverUrl = 'validation.required';
  const hasSecret = values.secret !== '' || (secretStored && !values.removeSecret);
  const needsSecret = provider !== 'jitsi' || values.appId.trim() !== '';
  if (needsSecret && !hasSecret) errors.secret = 'validation.required';
  if (provider === 'jitsi' && hasSecret && values.appId.trim() === '') errors.appId = 'validation.required';
  if (provider === 'zoom') {
    if (values.appId.trim() === '') errors.appId = 'validation.required';
    else if (!ZOOM_SDK_KEY_SHAPE.test(values.appId.trim())) errors.appId = 'validation.zoom_sdk_key';
    if (values.secret !== '' && !ZOOM_SDK_SECRET_SHAPE.test(values.secret)) errors.secret = 'validation.zoom_sdk_secret';
  }
  if (provider === 'teams') {
    if ((values.tenantId ?? '').trim() === '') errors.tenantId = 'validation.required';
    if (values.appId.trim() === '') errors.appId = 'validation.required';
    if ((values.organiser ?? '').trim() === '') errors.organiser = 'validation.required';
  }
  return errors;
}

/**
 * Answer of a test: the provider answered as expected (a failure is an error with what to do).
 * `reached` is false where the test could not ask the provider itself (Zoom: the key's and secret's
 * shape and a signature made and verified with them), so the screen says what was checked.
 */
export const meetingTestResultSchema = z.object({ provider: meetingIntegrationSchema, ok: z.literal(true), reached: z.boolean() });
export type MeetingTestResult = z.infer<typeof meetingTestResultSchema>;

/** POST …/teams/consent: the address of Microsoft's admin consent, opened in a new window. */
export const teamsConsentStartSchema = z.object({ url: z.string() });
export type TeamsConsentStart = z.infer<typeof teamsConsentStartSchema>;

/**
 * Path (under /api, as the calls' paths are) of the address Microsoft's admin consent returns to; the
 * Azure app must list `{PUBLIC_URL}/api` + this as a redirect URI, and the Teams section says so.
 */
export const TEAMS_CONSENT_CALLBACK_PATH = '/meetingIntegrations/teams/consentCallback';
