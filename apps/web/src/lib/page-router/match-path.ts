export type PathParams = Record<string, string | undefined>;

const segments = (path: string) => path.split('/').filter(Boolean);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` under a pattern written as for React Router (`/auth/reset-password/:token`,
 * `:client?` for an optional segment), or null when it does not match. As there, fixed segments match
 * in any case, parameters are decoded, and a trailing slash does not count.
 */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  const given = segments(pathname);
  const params: PathParams = {};
  let at = 0;
  for (const part of segments(pattern)) {
    const segment = given[at];
    if (!part.startsWith(':')) {
      if (segment?.toLowerCase() !== part.toLowerCase()) return null;
      at += 1;
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    if (segment === undefined) {
      if (optional) continue;
      return null;
    }
    params[name] = decodeSegment(segment);
    at += 1;
  }
  return at === given.length ? params : null;
}
