/**
 * Contacts attendees leave at an expo booth (docs/rules/venue.md#booth-leads). The consent text
 * lives in the venue's texts; its version here is stored with every lead, so a changed text is
 * a new version and the leads say which one each attendee agreed to.
 */
export const BOOTH_LEAD_CONSENT_VERSION = 1;
export const BOOTH_LEAD_MESSAGE_MAX_LENGTH = 500;
/** Saves and withdrawals one attendee may make a minute, over all booths. */
export const BOOTH_LEAD_CHANGES_PER_MINUTE = 10;
