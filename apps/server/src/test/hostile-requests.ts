import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * Hostile requests built from a route's own schemas: a plausible base value per part (so that one
 * bad field at a time reaches as deep as it can), then that base with one field replaced by a
 * hostile value. Routes without a schema still get the whole-body and path attacks.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  format?: string;
};

export type HostileRequest = {
  /** What is attacked, for the failure message: `body.name = "a\u0000b"`. */
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);

/** Numbers an id column cannot hold, or that are not numbers at all. */
export const HOSTILE_IDS: unknown[] = [2 ** 31, -1, 1e308, 'abc', '2147483648'];
/** Text PostgreSQL cannot store, or should not be asked to. */
export const HOSTILE_TEXTS: string[] = ['a\u0000b', 'a\u0007\u001bb', MEGABYTE_TEXT];
/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [{ nested: ['a\u0000'] }, [2 ** 31], true];
/** Path segments: ids out of range, not numbers, control characters, longer than any route allows. */
const HOSTILE_SEGMENTS = ['2147483648', '-1', '1e308', 'abc', '%00', 'a%01b', 'x'.repeat(2000)];

const dayAhead = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A string that fits a field by its name, where the schema's type alone says too little. */
function textFor(key: string, schema: JsonSchema): string {
  if (/closingDate/i.test(key)) return dayAhead(11);
  if (/date|day/i.test(key)) return dayAhead(10);
  if (/time$/i.test(key)) return /end|closing/i.test(key) ? '17:00' : '09:00';
  if (/colou?r/i.test(key)) return '#336699';
  if (/timezone/i.test(key)) return '60';
  if (/lang/i.test(key)) return 'en';
  if (schema.format === 'email' || /email|username/i.test(key)) return 'someone@example.com';
  if (/url/i.test(key)) return 'https://example.com/';
  if (/address/i.test(key)) return '[]';
  if (/embed/i.test(key)) return '';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function sampleOf(schema: JsonSchema, key: string): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    // An optional reference (an image, a room) is left empty: id 1 of those need not exist.
    const value = schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!;
    return value.type === 'integer' && schema.anyOf.some((option) => option.type === 'null') ? null : sampleOf(value, key);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, sampleOf(child, name)]));
  }
  if (type === 'array') return schema.items ? [sampleOf(schema.items, key)] : [];
  // Where 0 is allowed for an id it means "new": the request then creates, which reaches furthest.
  if (type === 'integer' || type === 'number') return key === 'id' && schema.minimum === 0 ? 0 : Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (type === 'string') return textFor(key, schema);
  return null;
}

/** A plausible value of a zod schema (other ids are 1: the first event, room and image of a fresh database). */
export function sampleValue(schema: unknown): Record<string, unknown> {
  if (!(schema instanceof z.ZodType)) return {};
  const sample = sampleOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '');
  return typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
}

const isIdLike = (key: string, value: unknown) =>
  typeof value === 'number' || /(^id$|Id$|_id$|Ids$|ids$)/.test(key) || (Array.isArray(value) && typeof value[0] === 'number');

/** One field at a time replaced by each hostile value that fits what the field is. */
function fieldMutations(base: Record<string, unknown>): { label: string; value: Record<string, unknown> }[] {
  const mutations: { label: string; value: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(base)) {
    const hostile = isIdLike(key, value)
      ? HOSTILE_IDS.map((id) => (Array.isArray(value) ? [id] : id))
      : typeof value === 'string'
        ? HOSTILE_TEXTS
        : Array.isArray(value) && typeof value[0] === 'object'
          ? HOSTILE_TEXTS.slice(0, 2).map((text) => [nestedWith(value[0], text)])
          : [];
    for (const bad of [...hostile, ...WRONG_TYPES]) mutations.push({ label: `${key} = ${describe(bad)}`, value: { ...base, [key]: bad } });
  }
  // A key that is itself hostile, and a text field the schema does not know.
  mutations.push({ label: 'key "a\\u0000"', value: { ...base, 'a\u0000': 'b' } });
  return mutations;
}

/** An object like `item` with every text replaced by `text`. */
function nestedWith(item: unknown, text: string): unknown {
  if (typeof item !== 'object' || item === null) return text;
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, typeof value === 'string' ? text : value]));
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}

const toQuery = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

/** Multipart bodies a parser cannot read. */
function brokenMultipart(): { label: string; headers: Record<string, string>; payload: string }[] {
  const boundary = '----hostile';
  const start = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.json"\r\ncontent-type: application/json\r\n\r\n{"a":`;
  return [
    { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: start },
    { label: 'multipart cut off', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: start },
    {
      label: 'multipart field with NUL and id 2^31',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\ncontent-disposition: form-data; name="id"\r\n\r\n2147483648\r\n--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
    },
  ];
}

function pathWith(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1').replace(/\*$/, params['*'] ?? 'x');
}

/** Every hostile request for one route, in path params, query and body. */
export function hostileRequestsFor(route: RouteOptions): HostileRequest[] {
  const method = String(route.method);
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(route.url.endsWith('*') ? ['*'] : []);
  const url = pathWith(route.url, {});
  const requests: HostileRequest[] = [];

  for (const name of names) {
    for (const segment of HOSTILE_SEGMENTS) {
      requests.push({ label: `path ${name} = ${describe(segment)}`, method, url: pathWith(route.url, { [name]: segment }) });
    }
  }

  const query = sampleValue(schema.querystring);
  const queryMutations = Object.keys(query).length > 0 ? fieldMutations(query) : [{ label: 'id = 2147483648, q = "a\\u0000b"', value: { id: 2 ** 31, q: 'a\u0000b' } }];
  for (const mutation of queryMutations) {
    if (mutation.label.includes('characters)')) continue; // a megabyte in a URL is refused before any route
    requests.push({ label: `query ${mutation.label}`, method, url: `${url}?${toQuery(mutation.value)}` });
  }

  if (method === 'GET' || method === 'HEAD') return requests;
  const json = { 'content-type': 'application/json' };
  for (const mutation of fieldMutations(sampleValue(schema.body))) {
    requests.push({ label: `body ${mutation.label}`, method, url, headers: json, payload: JSON.stringify(mutation.value) });
  }
  const deeplyNested = `${'['.repeat(100_000)}"a\\u0000b"${']'.repeat(100_000)}`;
  for (const payload of ['{"id":', 'null', '[]', '"a\\u0000b"', `"${MEGABYTE_TEXT}"`, deeplyNested]) {
    requests.push({ label: `body ${describe(payload)}`, method, url, headers: json, payload });
  }
  for (const broken of brokenMultipart()) requests.push({ label: `body ${broken.label}`, method, url, headers: broken.headers, payload: broken.payload });
  return requests;
}
