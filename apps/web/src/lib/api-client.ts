import { parse, type core } from 'zod/mini';
import { ERROR_CODES, REQUEST_TIMEOUT_MS } from '@aula/shared';
import { callHeaders } from './call-headers';
import { takeEarlyAnswer } from './early-answers';
import { ApiError, NO_ANSWER_STATUS, apiErrorFromBody, classifyApiFailure, type ApiFailure } from './api-failure';
import { i18n } from './i18n';
import { trackPendingRequest } from './pending-requests';

export { ApiError } from './api-failure';

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-serialisable payload, or FormData when a file travels. */
  body?: unknown;
  /**
   * Validates the `data` field of the answer: a full-zod or a zod/mini schema (the login page's
   * are zod/mini, so that it does not load full zod).
   */
  schema?: core.$ZodType<T>;
  signal?: AbortSignal;
  /** Counts towards the full-screen spinner; off for background calls such as /refresh. */
  spinner?: boolean;
  /**
   * Every failure is presented by the request layer and then thrown, so TanStack Query and the
   * caller see it. With `catcher` the caller shows the ordinary message itself (e.g. inline on a
   * form); the app-wide outcomes (401, upgrade dialog, trace dialog) are still handled here.
   */
  catcher?: boolean;
  /** The request goes on after the page is left, e.g. a sign-out's revoke while the sign-in pages load. */
  keepalive?: boolean;
};

type RequestContext = {
  authorization: () => string | null;
  connectionId: () => string | null;
  language: () => string;
  /** Shows a failure to the user (toast, dialog) or ends the session; wired by the app. */
  presentFailure: (failure: ApiFailure) => void;
};

let context: RequestContext = {
  authorization: () => null,
  connectionId: () => null,
  language: () => 'en',
  presentFailure: () => undefined,
};

/**
 * The session, socket, i18n and UI layers tell the client what to send and how to show failures.
 * Returns what puts the settings before back: the test files of a worker share this module (docs/testing.md).
 */
export function configureApiClient(next: Partial<RequestContext>): () => void {
  const previous = context;
  context = { ...context, ...next };
  return () => {
    context = previous;
  };
}

/** Calls `/api{path}` and returns the `data` field of the envelope, or presents and throws an ApiError. */
export function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  return send(path, options, async (response) => {
    const text = await response.text();
    const data = text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
    return options.schema ? parse(options.schema, data) : (data as T);
  });
}

export type DownloadedFile = { data: Blob; filename: string | null };

/** Downloads `/api{path}` as a file: the data plus the name from the content-disposition header. */
export function downloadFile(path: string, options: Omit<ApiRequestOptions<never>, 'schema'> = {}): Promise<DownloadedFile> {
  return send(path, options, async (response) => ({
    data: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
  }));
}

/** The file name of a content-disposition header, preferring the RFC 5987 `filename*` form. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1] ?? '').trim() || null : null;
}

async function send<T>(path: string, options: Omit<ApiRequestOptions<T>, 'schema'>, read: (response: Response) => Promise<T>): Promise<T> {
  const authorization = context.authorization();
  const finished = options.spinner === false ? () => undefined : trackPendingRequest();
  try {
    const init = buildInit(options, authorization);
    const early = init.method === 'GET' ? takeEarlyAnswer(path, init.headers) : null;
    const response = await (early ? early.catch(() => fetch(`/api${path}`, init)) : fetch(`/api${path}`, init));
    if (!response.ok) {
      // A download's error arrives as a Blob; reading it as text parses either kind the same way.
      const bodyText = await response.text().catch(() => '');
      throw apiErrorFromBody(response.status, response.statusText, bodyText);
    }
    return await read(response);
  } catch (caught) {
    if (options.signal?.aborted) throw caught;
    const error = toApiError(caught);
    const failure = classifyApiFailure(error, authorization !== null);
    if (!(options.catcher && failure.kind === 'message')) context.presentFailure(failure);
    throw error;
  } finally {
    finished();
  }
}

function buildInit(options: ApiRequestOptions<unknown>, authorization: string | null): RequestInit & { headers: Record<string, string> } {
  const headers = callHeaders(context.language(), authorization);
  const connectionId = context.connectionId();
  if (connectionId) headers['X-Connection-Id'] = connectionId;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return { method: options.method ?? 'GET', headers, body, signal, keepalive: options.keepalive };
}

function toApiError(caught: unknown): ApiError {
  if (caught instanceof ApiError) return caught;
  if (caught instanceof DOMException && caught.name === 'TimeoutError') {
    return new ApiError(i18n.t('errors:timeout'), NO_ANSWER_STATUS, ERROR_CODES.timeout);
  }
  if (caught instanceof TypeError) return new ApiError(i18n.t('errors:network'), NO_ANSWER_STATUS, 'network');
  // An answer that does not fit its schema is our fault, not the user's: a generic message.
  return new ApiError(i18n.t('errors:generic'), 200, ERROR_CODES.internal);
}
