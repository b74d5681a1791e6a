import * as z from 'zod/mini';
import { NAVIGATION_KINDS } from '../rules/navigation';
import { emailSchema, languageSchema, linkTokenSchema, loginPasswordSchema, newPasswordSchema, personNameSchema } from './primitives';
import { ROOM_TYPES } from '../rules/room-types';
import { venuePersonSummarySchema, venueProfileAboutShape } from './people';

/** Where an event stands for its venue: not started yet, running (start passed, not closed), closed (`venueStateAt`). */
export const VENUE_STATES = ['upcoming', 'open', 'closed'] as const;
export const venueStateSchema = z.enum(VENUE_STATES);
export type VenueState = z.infer<typeof venueStateSchema>;

/** The code of a published event in a venue path. */
export const venueCodePathSchema = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{4,16}$/)) });

const imageSchema = z.object({ url: z.string(), width: z.nullable(z.int()), height: z.nullable(z.int()) });

/** The event's design as the venue paints it (the same colours and images as the public page). */
export const venueDesignSchema = z.object({
  primaryColor: z.string(),
  backgroundColor: z.string(),
  accentColor: z.string(),
  textColor: z.string(),
  onPrimaryColor: z.string(),
  onAccentColor: z.string(),
  fontStack: z.string(),
  image: z.nullable(imageSchema),
  logo: z.nullable(imageSchema),
  banner: z.nullable(imageSchema),
  /** The event's own stylesheet (docs/rules/design.md#custom-css), null without one. */
  customCssUrl: z.nullable(z.string()),
});
export type VenueDesign = z.infer<typeof venueDesignSchema>;

/** The event as the venue's frame needs it. Instants are epoch milliseconds. */
export const venueEventSchema = z.object({
  name: z.string(),
  code: z.string(),
  language: languageSchema,
  timezoneOffset: z.int(),
  startMs: z.number(),
  endMs: z.number(),
  closingMs: z.number(),
  state: venueStateSchema,
  /** The server's clock when it answered, so countdowns do not trust the device's clock. */
  nowMs: z.number(),
});
export type VenueEvent = z.infer<typeof venueEventSchema>;

/**
 * GET /api/venue/{code}/entry (no token): enough to paint the sign-in page in the event's design.
 * An unknown or unpublished code is 404.
 */
export const venueEntrySchema = z.object({ event: venueEventSchema, design: venueDesignSchema });
export type VenueEntry = z.infer<typeof venueEntrySchema>;

/** A menu item of the attendee menu (Navigation screen); kinds of later versions are left out by the server. */
export const venueMenuItemSchema = z.object({ kind: z.enum(NAVIGATION_KINDS), labelEn: z.string(), labelDe: z.string(), url: z.string() });
export type VenueMenuItem = z.infer<typeof venueMenuItemSchema>;

/**
 * A visible room with what its type needs in the venue: a player for `streamUrl` (HLS, YouTube,
 * Vimeo), the validated iframe or Q&A source, or the meeting link. Descriptions are sanitised HTML.
 */
export const venueRoomSchema = z.object({
  id: z.int(),
  type: z.enum(ROOM_TYPES),
  nameEn: z.string(),
  nameDe: z.string(),
  descriptionEn: z.string(),
  descriptionDe: z.string(),
  image: z.nullable(imageSchema),
  streamUrl: z.string(),
  /** A meeting room's provider: one of the event's integrations (joined through the venue's join call), a link's provider, or empty. */
  meetingProvider: z.string(),
  meetingUrl: z.string(),
  embedUrl: z.string(),
  qaEmbedUrl: z.string(),
});
export type VenueRoom = z.infer<typeof venueRoomSchema>;

export const venueCategorySchema = z.object({ id: z.int(), nameEn: z.string(), nameDe: z.string(), color: z.nullable(z.string()) });

/** An agenda session; `roomId` only when its room is visible. */
export const venueSessionSchema = z.object({
  id: z.int(),
  titleEn: z.string(),
  titleDe: z.string(),
  descriptionEn: z.string(),
  descriptionDe: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  roomId: z.nullable(z.int()),
  categoryId: z.nullable(z.int()),
  hosts: z.array(z.string()),
  /** The attendee accounts that speak at it, in order; their profiles are in the content's `speakers`. */
  speakerIds: z.array(z.int()),
});
export type VenueSession = z.infer<typeof venueSessionSchema>;

/**
 * GET /api/venue/event: the signed-in attendee's event, whole. Before the start everything is there
 * already (the venue adds a countdown); once the event has closed only `event` and `design` are,
 * and the lists are empty.
 */
export const venueContentSchema = z.object({
  event: venueEventSchema,
  design: venueDesignSchema,
  menu: z.array(venueMenuItemSchema),
  rooms: z.array(venueRoomSchema),
  categories: z.array(venueCategorySchema),
  sessions: z.array(venueSessionSchema),
  /** Everyone who speaks at one of the sessions (docs/rules/venue.md#speakers). */
  speakers: z.array(venuePersonSummarySchema),
  /** Whether the event shows this attendee the people directory (docs/rules/venue.md#people); its menu item is left out where not. */
  directory: z.boolean(),
});
export type VenueContent = z.infer<typeof venueContentSchema>;

/** POST /api/venue/{code}/login. */
export const venueLoginBodySchema = z.object({ email: emailSchema, password: loginPasswordSchema, captcha: z._default(z.string().check(z.maxLength(4096)), '') });
/**
 * POST /api/venue/{code}/acceptInvitation and /resetPassword: the mailed token and the new password,
 * under the structural rules of docs/rules/accounts-and-sign-in.md#passwords (field errors by key); the server adds the guessability and
 * breach checks.
 */
export const venueSetPasswordBodySchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
/** POST /api/venue/{code}/invitation: who a personal link is for, so the page can greet them before they choose a password. */
export const venueInvitationBodySchema = z.object({ token: linkTokenSchema });
/** The invited account's language leads the page, as it led their mail. */
export const venueInvitationSchema = z.object({ firstName: z.string(), email: z.string(), lang: languageSchema });
export type VenueInvitation = z.infer<typeof venueInvitationSchema>;
/**
 * POST /api/venue/{code}/forgotPassword: always answers ok (no account enumeration). The mail is
 * written in the account's own language, so the page's is not needed.
 */
export const venueForgotPasswordBodySchema = z.object({ email: emailSchema, captcha: z._default(z.string().check(z.maxLength(4096)), '') });
/** POST /api/venue/me: what an attendee may change of their own profile. */
export const venueProfileBodySchema = z.object({ firstName: personNameSchema, lastName: personNameSchema, lang: languageSchema, ...venueProfileAboutShape });
export type VenueProfileBody = z.infer<typeof venueProfileBodySchema>;
/**
 * The answer of the photo upload (POST /api/venue/me/photo, multipart `file`; no file or an empty
 * one removes the photo). docs/rules/uploads.md#photos: PNG or JPEG, at most 1,048,576 bytes, at least 500x500, 1:1.
 */
export const venuePhotoSchema = z.object({ photoUrl: z.nullable(z.string()) });
/** POST /api/venue/me/erase: the attendee confirms by typing their password (or, without one, their address). */
export const venueEraseBodySchema = z.object({ confirmation: z.string().check(z.maxLength(200)) });
