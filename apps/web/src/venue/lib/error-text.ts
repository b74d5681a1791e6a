import { VenueApiError } from './venue-api';
import type { Translate } from './texts';

/** What to tell the attendee about a failed call: the server's own message, else ours for what happened. */
export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof VenueApiError)) return t('errors.generic');
  if (error.message) return error.message;
  if (error.code === 'network') return t('errors.network');
  if (error.code === 'timeout') return t('errors.timeout');
  return t('errors.generic');
}
