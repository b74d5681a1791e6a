import type { Language } from '@aula/shared';
import type { MessageKey } from './messages';

/**
 * Plural forms of the messages that carry a number, in i18next's `_one`/`_other` suffixes. The
 * base key in `messages.ts` stays the fallback; `countedBy` names the placeholder that holds the
 * number, so call sites keep passing `{ minutes }` or `{ count }` as before.
 */
export const pluralForms: {
  countedBy: Partial<Record<MessageKey, string>>;
} & Record<Language, Record<string, string>> = {
  countedBy: {
    rate_limited: 'minutes',
    engagement_too_fast: 'seconds',
    password_breached: 'count',
    sessions_moved_body: 'count',
    sessions_deleted_body: 'count',
    open_events_limit: 'max',
  },
  en: {
    rate_limited_one: 'Too many attempts. Please wait {minutes} minute and try again.',
    engagement_too_fast_one: 'You are sending faster than allowed. Please wait {seconds} second and try again.',
    rate_limited_other: 'Too many attempts. Please wait {minutes} minutes and try again.',
    engagement_too_fast_other: 'You are sending faster than allowed. Please wait {seconds} seconds and try again.',
    password_breached_one: 'This password has been hacked {count} time. Use stronger password.',
    password_breached_other: 'This password has been hacked {count} times. Use stronger password.',
    sessions_moved_body_one: '{count} session was moved with the new dates.',
    sessions_moved_body_other: '{count} sessions were moved with the new dates.',
    sessions_deleted_body_one: '{count} session was deleted.',
    sessions_deleted_body_other: '{count} sessions were deleted.',
    open_events_limit_one:
      'Your plan allows {max} published event that has not closed. Wait until it closes, delete it, or upgrade your plan to publish more.',
    open_events_limit_other:
      'Your plan allows {max} published events that have not closed. Wait until one closes, delete one, or upgrade your plan to publish more.',
  },
  de: {
    rate_limited_one: 'Zu viele Versuche. Bitte warten Sie {minutes} Minute und versuchen Sie es erneut.',
    rate_limited_other: 'Zu viele Versuche. Bitte warten Sie {minutes} Minuten und versuchen Sie es erneut.',
    engagement_too_fast_one: 'Sie senden schneller als erlaubt. Bitte warten Sie {seconds} Sekunde und versuchen Sie es erneut.',
    engagement_too_fast_other: 'Sie senden schneller als erlaubt. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
    password_breached_one: 'Dieses Passwort wurde {count}-mal gehackt. Verwenden Sie ein stärkeres Passwort.',
    password_breached_other: 'Dieses Passwort wurde {count}-mal gehackt. Verwenden Sie ein stärkeres Passwort.',
    sessions_moved_body_one: '{count} Session wurde mit den neuen Daten verschoben.',
    sessions_moved_body_other: '{count} Sessions wurden mit den neuen Daten verschoben.',
    sessions_deleted_body_one: '{count} Session wurde gelöscht.',
    sessions_deleted_body_other: '{count} Sessions wurden gelöscht.',
    open_events_limit_one:
      'Ihr Tarif erlaubt {max} veröffentlichtes Event, das noch nicht geschlossen ist. Warten Sie, bis es schließt, löschen Sie es oder wechseln Sie den Tarif, um weitere zu veröffentlichen.',
    open_events_limit_other:
      'Ihr Tarif erlaubt {max} veröffentlichte Events, die noch nicht geschlossen sind. Warten Sie, bis eines schließt, löschen Sie eines oder wechseln Sie den Tarif, um weitere zu veröffentlichen.',
  },
};
