import { okSchema } from '../schemas/common-answers';
import {
  engagementEventPathSchema,
  engagementSettingsSchema,
  liftRestrictionBodySchema,
  restrictAccountBodySchema,
  restrictionListSchema,
  restrictionSchema,
  saveEngagementSettingsBodySchema,
  venueEngagementSchema,
  venueRestrictionsSchema,
} from '../schemas/engagement';
import { defineCall } from './define-call';

/**
 * What live engagement's parts share (issue 10): the event's settings, and mutes and bans, which
 * take effect at once in the chat, on the wall and in the Q&A. Organisers call the console's;
 * moderator attendees the venue's, for their own event.
 */
export const engagementCalls = {
  settings: defineCall({ method: 'GET', path: '/engagementSettings/:eventId', summary: "The event's live engagement settings", params: engagementEventPathSchema, answer: engagementSettingsSchema }),
  saveSettings: defineCall({ method: 'POST', path: '/engagementSettings/:eventId', summary: "Changes the event's live engagement settings", params: engagementEventPathSchema, body: saveEngagementSettingsBodySchema, answer: engagementSettingsSchema }),
  restrictions: defineCall({ method: 'GET', path: '/restrictions/:eventId', summary: 'The mutes and bans in force in the event', params: engagementEventPathSchema, answer: restrictionListSchema }),
  restrict: defineCall({ method: 'POST', path: '/restrictAccount/:eventId', summary: "Mutes or bans an attendee in the event's chat, wall and Q&A", params: engagementEventPathSchema, body: restrictAccountBodySchema, answer: restrictionSchema }),
  lift: defineCall({ method: 'POST', path: '/liftRestriction/:eventId', summary: 'Lifts a mute or ban in force; 404 when there is none (any more)', params: engagementEventPathSchema, body: liftRestrictionBodySchema, answer: okSchema }),
  venueEngagement: defineCall({ method: 'GET', path: '/venue/engagement', summary: "The event's engagement settings and the attendee's standing in them", answer: venueEngagementSchema }),
  venueRestrict: defineCall({ method: 'POST', path: '/venue/restrictAccount', summary: 'A moderator mutes or bans an attendee of their event', body: restrictAccountBodySchema, answer: restrictionSchema }),
  venueRestrictions: defineCall({ method: 'GET', path: '/venue/restrictions', summary: "The mutes and bans in force in the moderator's event", answer: venueRestrictionsSchema }),
  venueLift: defineCall({ method: 'POST', path: '/venue/liftRestriction', summary: 'A moderator lifts a mute or ban in force; 404 when there is none (any more)', body: liftRestrictionBodySchema, answer: okSchema }),
};
