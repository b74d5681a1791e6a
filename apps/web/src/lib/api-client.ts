import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS, errorEnvelopeSchema } from '@aula/shared';

/** A failed API call as the client sees it; `fields` maps field names to i18n keys. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | string,
    readonly fields?: Record<string, string>,
    readonly trace?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-serialisable payload, or FormData when a file travels. */
  body?: unknown;
  /** Validates the `data` field of the answer. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

type RequestContext = {
  authorization: () => string | null;
  connectionId: () => string | null;
  language: () => string;
};

let context: RequestContext = {
  authorization: () => null,
  connectionId: () => null,
  language: () => 'en',
};

/** The session, socket and i18n layers tell the client what to send with every request. */
export function configureApiClient(next: Partial<RequestContext>): void {
  context = { ...context, ...next };
}

/** Calls `/api{path}` and returns the `data` field of the envelope, or throws an ApiError. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = {
    'Accept-Language': context.language(),
    'X-Timezone-Offset': String(-new Date().getTimezoneOffset()),
  };
  const authorization = context.authorization();
  if (authorization) headers.Authorization = authorization;
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
  const response = await fetch(`/api${path}`, { method: options.method ?? 'GET', headers, body, signal });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(json);
    if (envelope.success) {
      const { message, code, fields, trace } = envelope.data.error;
      throw new ApiError(message, response.status, code, fields, trace);
    }
    throw new ApiError(response.statusText, response.status, response.status);
  }
  const data = (json as { data?: unknown } | null)?.data;
  return options.schema ? options.schema.parse(data) : (data as T);
}
