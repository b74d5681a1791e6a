/** What a query value may be; null, undefined and '' are left out. */
type QueryValue = string | number | boolean | null | undefined;

/**
 * Search params of the values that say something, in the order given: a value left at its
 * default (null, undefined or '') is left out, so a plain URL stays plain and a call's query
 * sends only what it sets.
 */
export function searchParamsOf(values: Iterable<readonly [string, QueryValue]> | Record<string, unknown>): URLSearchParams {
  const pairs = Symbol.iterator in values ? [...(values as Iterable<readonly [string, QueryValue]>)] : Object.entries(values);
  const params = new URLSearchParams();
  for (const [name, value] of pairs) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params;
}

/** `?…` for a call's query (its values as searchParamsOf keeps them), or '' when none is left. */
export function queryString(query: unknown): string {
  const params = searchParamsOf(typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {});
  const text = params.toString();
  return text ? `?${text}` : '';
}
