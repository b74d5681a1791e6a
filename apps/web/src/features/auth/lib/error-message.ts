import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The text to show for a failed call: the server's already translated message, else a local one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof TypeError) return t('auth:errors.network');
  return t('auth:errors.generic');
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The e-mailed token was rejected: unknown, used or expired, or not even shaped like a token. */
export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'token_invalid' || Boolean(error.fields?.token));
}
