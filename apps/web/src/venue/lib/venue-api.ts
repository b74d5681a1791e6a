import { parse, type core } from 'zod/mini';
import { REQUEST_TIMEOUT_MS, callPath, type ApiCall, type CallAnswer, type CallBody, type CallPathParams, type CallQuery, type Language } from '@aula/shared';
import { queryString } from '@/lib/query-string';

/**
 * A failed venue call. `message` is the server's, already in the attendee's language, or empty
 * when no answer came (`code` 'network' or 'timeout') or the answer did not fit its schema
 * ('internal'); `fields` maps field names to the shared rules' i18n keys.
 */
export class VenueApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'VenueApiError';
  }
}

type VenueApiContext = {
  /** The attendee's access token, or null before sign-in. */
  token: () => string | null;
  language: () => Language;
  /** A call with a token was answered 401: the session has ended (the venue goes to sign-in). */
  sessionGone: () => void;
};

let context: VenueApiContext = { token: () => null, language: () => 'en', sessionGone: () => undefined };

/**
 * The venue's frame tells the client which token and language to send and what a lost session
 * means. Returns what puts the settings before back, for a frame that goes and for the test files,
 * which share this module (docs/testing.md).
 */
export function configureVenueApi(next: Partial<VenueApiContext>): () => void {
  const previous = context;
  context = { ...context, ...next };
  return () => {
    context = previous;
  };
}

type CallOptions<C extends ApiCall> = { params?: CallPathParams<C>; query?: CallQuery<C>; body?: CallBody<C> | FormData };

/**
 * Makes a venue call declared in packages/shared (its method, path and answer schema, all
 * zod/mini), with the attendee's token; the answer is checked against the declared schema. The
 * venue's own small client rather than the console's (src/lib/api-client.ts): that one presents
 * failures through the console's dialogs and texts.
 */
export async function venueCall<C extends ApiCall>(call: C, { params, query, body }: CallOptions<C> = {}): Promise<CallAnswer<C>> {
  const response = await send(call, params, body, query);
  const text = await response.text();
  try {
    const data: unknown = text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
    // CallAnswer<C> is the output type of call.answer by definition.
    return call.answer ? parse(call.answer as core.$ZodType<CallAnswer<C>>, data) : (data as CallAnswer<C>);
  } catch {
    throw new VenueApiError('', response.status, 'internal');
  }
}

/** Downloads a venue call's file answer, with the name the server gives it. */
export async function venueDownload<C extends ApiCall>(call: C, options: CallOptions<C> = {}): Promise<{ data: Blob; filename: string | null }> {
  const response = await send(call, options.params, options.body);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { data: await response.blob(), filename };
}


async function send<C extends ApiCall>(call: C, params: CallPathParams<C> | undefined, body: unknown, query?: CallQuery<C>): Promise<Response> {
  const token = context.token();
  const headers: Record<string, string> = { 'Accept-Language': context.language() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${callPath(call, params)}${queryString(query)}`, { method: call.method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (caught) {
    const timedOut = caught instanceof DOMException && caught.name === 'TimeoutError';
    throw new VenueApiError('', 0, timedOut ? 'timeout' : 'network');
  }
  if (response.ok) return response;
  const error = errorOf(response.status, await response.text().catch(() => ''));
  if (response.status === 401 && token) context.sessionGone();
  throw error;
}

function errorOf(status: number, text: string): VenueApiError {
  try {
    const { error } = JSON.parse(text) as { error?: { message?: unknown; code?: unknown; fields?: unknown } };
    if (error && typeof error.message === 'string') {
      const code = typeof error.code === 'string' || typeof error.code === 'number' ? error.code : status;
      const fields = typeof error.fields === 'object' && error.fields !== null ? (error.fields as Record<string, string>) : {};
      return new VenueApiError(error.message, status, code, fields);
    }
  } catch {
    // Not the error envelope: a proxy's page, or nothing.
  }
  return new VenueApiError('', status, status);
}
