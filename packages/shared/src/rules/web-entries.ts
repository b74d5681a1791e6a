/**
 * The sign-in pages (the public pages, all under /auth: docs/rules/screens.md#public-pages) are a web entry of their own with
 * this HTML page in the web app's build; every other page of the app is the console's index.html.
 */
export const SIGN_IN_PAGE_HTML = 'sign-in.html';

/** True for a path the sign-in pages' entry answers: /auth and everything under it, in any case. */
export function isSignInPath(pathname: string): boolean {
  return /^\/auth(?:\/|$)/i.test(pathname);
}

/**
 * The attendees' venue (docs/rules/venue.md#the-venue) is a third web entry, its own small bundle with this HTML page:
 * the server answers /e/{code}/venue and every path under it with it. The public page /e/{code}
 * and its other paths stay the server's.
 */
export const VENUE_PAGE_HTML = 'venue.html';

/**
 * True for a path the venue's entry answers: /e/{code}/venue, the registration page
 * /e/{code}/register (docs/rules/attendees.md#registration) and everything under them. In lower case only, as
 * the server's routes match them; any other path under /e/ is the public page's.
 */
export function isVenuePath(pathname: string): boolean {
  return /^\/e\/[^/]+\/(?:venue|register)(?:\/|$)/.test(pathname);
}

/** The event code of a venue path, as written in it; null for any other path. */
export function venueCodeOf(pathname: string): string | null {
  if (!isVenuePath(pathname)) return null;
  const segment = pathname.split('/')[2]!;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
