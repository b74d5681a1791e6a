import * as z from 'zod/mini';
import { miniIdSchema, miniIdTextSchema } from './mini-ids';

/** How an event runs its live engagement (docs/rules/communications.md#live-engagement); the console's communications screens edit it. */
export const engagementSettingsSchema = z.object({
  /** Attendees may write to each other directly in the chat. */
  directMessages: z.boolean(),
  /** 'pre': wall posts wait for approval; 'post': they appear at once and may be hidden afterwards. */
  wallModeration: z.enum(['pre', 'post']),
  /** 'pre': questions wait for approval; 'post': they appear at once. */
  qnaModeration: z.enum(['pre', 'post']),
});
export type EngagementSettings = z.infer<typeof engagementSettingsSchema>;

/** An event's settings before the organiser changes them. */
export const ENGAGEMENT_DEFAULTS: EngagementSettings = { directMessages: false, wallModeration: 'post', qnaModeration: 'pre' };

/** Body of POST /api/engagementSettings/{eventId}: any of the settings, the others stay. */
export const saveEngagementSettingsBodySchema = z.partial(engagementSettingsSchema);

export const engagementEventPathSchema = z.object({ eventId: miniIdTextSchema });

export const RESTRICTION_KINDS = ['mute', 'ban'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];
/** The longest a mute or ban may be set for, in minutes (30 days); without minutes it lasts until lifted. */
export const RESTRICTION_MAX_MINUTES = 43_200;

/** Body of POST /api/restrictAccount/{eventId} (console) and /api/venue/restrictAccount (moderators). */
export const restrictAccountBodySchema = z.object({
  accountId: miniIdSchema,
  kind: z.enum(RESTRICTION_KINDS, { error: 'validation.invalid' }),
  /** How long; null or absent: until lifted. */
  minutes: z.optional(z.nullable(z.int({ error: 'validation.invalid' }).check(z.positive({ error: 'validation.invalid' }), z.lte(RESTRICTION_MAX_MINUTES, { error: 'validation.invalid' })))),
});
export type RestrictAccountBody = z.infer<typeof restrictAccountBodySchema>;

/** Body of POST /api/liftRestriction/{eventId} and /api/venue/liftRestriction. */
export const liftRestrictionBodySchema = z.object({ accountId: miniIdSchema, kind: z.enum(RESTRICTION_KINDS, { error: 'validation.invalid' }) });
export type LiftRestrictionBody = z.infer<typeof liftRestrictionBodySchema>;

/**
 * Who set a restriction: one of the organisers (console) or a moderator attendee (venue). The name
 * is empty when that person's account has since been erased; `by` is null once it is deleted.
 */
export const restrictionSetterSchema = z.object({ kind: z.enum(['organiser', 'moderator']), displayName: z.string() });
export type RestrictionSetter = z.infer<typeof restrictionSetterSchema>;

/**
 * One mute or ban in force, with whom it concerns and who set it; `until` is an ISO instant or null
 * (until lifted). A restriction holds in the whole event (every chat channel, the wall and the
 * Q&A), so it names no channel.
 */
export const restrictionSchema = z.object({
  accountId: z.int(),
  displayName: z.string(),
  kind: z.enum(RESTRICTION_KINDS),
  until: z.nullable(z.string()),
  createdAt: z.string(),
  by: z.nullable(restrictionSetterSchema),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** GET /api/restrictions/{eventId}: the restrictions in force, oldest first. */
export const restrictionListSchema = z.array(restrictionSchema);

/**
 * GET /api/venue/restrictions (moderators): the event's id, for the `moderation:{eventId}` topic
 * that announces changes, and the restrictions in force, oldest first.
 */
export const venueRestrictionsSchema = z.object({ eventId: z.int(), restrictions: restrictionListSchema });
export type VenueRestrictions = z.infer<typeof venueRestrictionsSchema>;

/**
 * GET /api/venue/engagement: what the venue's engagement pages need to know about the attendee:
 * the event's settings, whether they moderate, and the mute or ban in force on them (null: none).
 * The push `{action:'notice', event:'restricted'|'unrestricted'}` tells of a change.
 */
export const venueEngagementSchema = z.object({
  settings: engagementSettingsSchema,
  accountId: z.int(),
  moderator: z.boolean(),
  restriction: z.nullable(z.object({ kind: z.enum(RESTRICTION_KINDS), until: z.nullable(z.string()) })),
});
export type VenueEngagement = z.infer<typeof venueEngagementSchema>;

/** The `moderation:{eventId}` topic's changes: `restricted` carries a Restriction, `lifted` `{accountId, kind}`. */
export const RESTRICTION_CHANGES = { restricted: 'restricted', lifted: 'lifted' } as const;

/** Whether a change on the moderation topic alters the list of restrictions in force. */
export const changesRestrictions = (event: string): boolean => event === RESTRICTION_CHANGES.restricted || event === RESTRICTION_CHANGES.lifted;

/** Notices to the attendee concerned. */
export const ENGAGEMENT_NOTICES = { restricted: 'restricted', unrestricted: 'unrestricted' } as const;
