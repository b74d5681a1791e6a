/**
 * The headers every call to the API carries beside its own: the user's language, the browser's
 * offset from UTC, and the session. Free of the app's code, so that the page's first script can send them too.
 */
export function callHeaders(language: string, authorization: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': language,
    'X-Timezone-Offset': String(-new Date().getTimezoneOffset()),
  };
  if (authorization) headers.Authorization = authorization;
  return headers;
}
