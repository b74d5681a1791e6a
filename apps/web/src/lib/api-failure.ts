import { ERROR_CODES, type FieldProblem } from '@aula/shared';
import { i18n } from './i18n';

/** A failed API call as the client sees it; `fields` maps field names to i18n keys. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | string,
    readonly fields?: Record<string, string>,
    readonly trace?: string,
    /** Errors at a place within a field (a stylesheet's line and column). */
    readonly problems?: FieldProblem[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The status of a call that never got an answer (time-out, network down); no server sends it. */
export const NO_ANSWER_STATUS = 0;

/** How the app presents a failed call (docs/rules/errors.md); the app decides which dialog or toast that means. */
export type ApiFailure =
  | { kind: 'session-gone' }
  | { kind: 'trace'; message: string; trace: string }
  | { kind: 'upgrade'; message: string }
  | { kind: 'message'; message: string };

const SUBSCRIPTION_CODES: ReadonlyArray<number | string> = [ERROR_CODES.trialEnded, ERROR_CODES.subscriptionEnded];

/**
 * Maps an error to what the user sees, in the order of docs/rules/errors.md. `hadSession` tells whether the
 * call carried a token: a 401 without one (a wrong password at login) is an ordinary message.
 */
export function classifyApiFailure(error: unknown, hadSession: boolean): ApiFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: i18n.t('errors:generic') };
  if (error.status === 401 && hadSession) return { kind: 'session-gone' };
  // docs/rules/errors.md#not-found names one message for every 404; a screen that expects a missing record uses `catcher`.
  if (error.status === 404) return { kind: 'message', message: i18n.t('errors:apiNotFound') };
  if (error.status >= 500 && error.trace) return { kind: 'trace', message: error.message, trace: error.trace };
  if (SUBSCRIPTION_CODES.includes(error.code)) return { kind: 'upgrade', message: error.message };
  if (error.code === ERROR_CODES.missingPosts) return { kind: 'message', message: i18n.t('errors:missingPosts') };
  return { kind: 'message', message: error.message || i18n.t('errors:generic') };
}

/**
 * Builds the ApiError of a failed response from its body text: the error envelope when it is
 * JSON (a Blob body of a download included), else the text itself, else nothing.
 */
export function apiErrorFromBody(status: number, statusText: string, bodyText: string): ApiError {
  const parsed = parseJson(bodyText);
  if (isEnvelope(parsed)) {
    const { message, code, fields, trace, problems } = parsed.error;
    return new ApiError(message, status, code, fields, trace, problems);
  }
  const text = bodyText.trim();
  if (status >= 500 && text) return new ApiError(statusText || i18n.t('errors:generic'), status, status, undefined, text);
  return new ApiError(text || statusText, status, status);
}

type Envelope = {
  error: { code: number | string; message: string; fields?: Record<string, string>; trace?: string; problems?: FieldProblem[] };
};

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
