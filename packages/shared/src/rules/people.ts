/**
 * The venue's people directory (docs/rules/venue.md#people): what an attendee writes about
 * themselves, and how much of the directory one answer holds.
 */
export const PROFILE_BIO_MAX_LENGTH = 600;
/** People per page of the directory; "Show more" asks for the next. */
export const PEOPLE_PAGE_SIZE = 24;
/** How far the directory pages: a search narrows a larger event. */
export const PEOPLE_MAX_OFFSET = 5_000;
/** How many speakers one session names. */
export const SESSION_SPEAKERS_MAX = 20;
/** How many of its groups an event may offer as directory filters. */
export const PUBLIC_GROUPS_MAX = 30;

/** Whether a profile appears in the directory: an active account that has signed in and did not hide itself. */
export function isListedInDirectory(person: { active: boolean; erased: boolean; signedIn: boolean; hidden: boolean }): boolean {
  return person.active && !person.erased && person.signedIn && !person.hidden;
}
