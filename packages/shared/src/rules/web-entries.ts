/**
 * The sign-in pages (SPEC §2's public routes, all under /auth) are a web entry of their own with
 * this HTML page in the web app's build; every other page of the app is the console's index.html.
 */
export const SIGN_IN_PAGE_HTML = 'sign-in.html';

/** True for a path the sign-in pages' entry answers: /auth and everything under it, in any case. */
export function isSignInPath(pathname: string): boolean {
  return /^\/auth(?:\/|$)/i.test(pathname);
}
