import i18next from 'i18next';
import type { Language } from '@aula/shared';
import { pluralForms } from './plurals';

/** Texts the server itself puts into error envelopes and e-mails' plain parts, per language. */
const en = {
  api_not_found: 'API endpoint was not found',
  not_found: 'Not found',
  unauthorized: 'Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  validation_failed: 'Some fields are not valid.',
  analytics_day_outside: "Choose one of the event's days, or the whole event.",
  invalid_multipart: 'The upload could not be read. Please try again.',
  invalid_request: 'The request could not be read. Please reload the page and try again.',
  request_too_large: 'The request is too large.',
  rate_limited: 'Too many attempts. Please wait {minutes} minutes and try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  database_unavailable: 'The database cannot be reached at the moment. Please try again shortly.',
  timeout: 'The request took too long.',
  invalid_credentials: 'The e-mail address or password is wrong.',
  account_inactive: 'Your account is not activated yet. Open the link in the activation e-mail, or request a new one.',
  token_invalid: 'This link is invalid or has expired.',
  bot_check_failed: 'The bot check failed. Please try again.',
  password_breached: 'This password has been hacked {count} times. Use stronger password.',
  password_guessable: 'This password is easy to guess. Choose a less common one.',
  breach_check_unavailable: 'The breached-password check could not be reached, so the result is unknown.',
  place_search_unavailable: 'The place search could not be reached. Type the location yourself.',
  email_taken_or_sent: 'If this address can be used, we have sent an e-mail to it.',
  license_licensed: 'Licensed version',
  license_trial_days_left: 'Trial version: {days} days left',
  license_trial_one_day_left: 'Trial version: 1 day left',
  license_trial_expired: 'Trial expired',
  sessions_need_decision: 'The agenda has sessions. Choose whether to move them with the new dates or delete them.',
  sessions_moved_title: 'Sessions moved',
  sessions_moved_body: '{count} sessions were moved with the new dates.',
  sessions_deleted_title: 'Sessions deleted',
  sessions_deleted_body: '{count} sessions were deleted.',
  event_closed: 'A closed event cannot be published.',
  event_copy_suffix: ' (copy)',
  import_no_file: 'Choose a JSON file to import.',
  import_not_json: 'Only JSON files can be imported.',
  import_too_large: 'The file is larger than {megabytes} MB.',
  import_invalid_json: 'The file is not valid JSON.',
  import_invalid: 'The file cannot be imported, nothing was created. Problems found: {count}.',
  session_overlaps: 'This session overlaps “{title}” in the same room.',
  invalid_file_format: 'Invalid file format',
  invalid_file_size: 'Invalid file size',
  file_in_use: 'This image cannot be deleted because it is used: {places}. Choose another image there first.',
  file_usage_room: 'room "{label}" of {event}',
  file_usage_event_image: 'event image of {event}',
  file_usage_logo: 'logo of {event}',
  file_usage_banner: 'banner of {event}',
  account_import_no_file: 'Choose a CSV or Excel (XLSX) file to import.',
  account_import_wrong_type: 'Only CSV and Excel (XLSX) files can be imported.',
  account_import_too_large: 'The file is larger than {megabytes} MB.',
  account_import_too_large_unpacked: 'The Excel file holds too much data. Save the accounts as CSV and import that file.',
  account_import_empty: 'The file is empty.',
  account_import_no_rows: 'The file has no accounts below its header row.',
  account_import_too_many_rows: 'The file has more than 10,000 accounts. Split it into files of at most 10,000 rows.',
  account_import_too_many_columns: 'The file has more than {max} columns.',
  account_import_unreadable_csv: 'The file could not be read as CSV: a quote opened in line {line} is not closed.',
  account_import_unreadable_xlsx: 'The Excel file could not be read. Save it again as .xlsx or as CSV.',
  account_import_no_header:
    'The first row must name the columns, for example First name, Last name, E-mail. Download the template to see how.',
  account_import_invalid: 'The file cannot be imported, nothing was changed. Problems found: {count}.',
  account_import_running: 'An import into this event is still running. Please wait until it has finished.',
  account_import_failed: 'The accounts could not be imported, nothing was changed. Please try again.',
  account_import_trial:
    'In the trial version an event can have at most {max} accounts; after this import it would have {count}. Nothing was imported.',
  photo_too_small: 'The photo must be at least 500x500 px.',
  photo_not_square: 'The photo must be square (ratio 1:1).',
  event_not_published: 'Publish the event before inviting attendees: their links need the event code.',
  engagement_muted: 'A moderator has muted you: you can read along, but not write.',
  engagement_banned: 'A moderator has excluded you from the chat, the social wall and the Q&A.',
  engagement_too_fast: 'You are sending faster than allowed. Please wait {seconds} seconds and try again.',
  poll_not_open: 'This poll is not open for votes.',
  already_voted: 'You have already voted in this poll.',
  poll_locked: 'This poll has been opened: its question, type and answers can no longer be changed.',
  question_closed: 'This question has been answered or closed and can no longer be withdrawn.',
  mail_test_failed: 'The test mail could not be sent: {reason}',
  mail_test_unreachable: 'The test mail could not be sent: the SMTP server at this host and port could not be reached or did not answer in time.',
  license_ended: 'Subscription ended',
  system_company_licensed: 'This company has a running licence. End the licence before setting a trial.',
  system_company_not_licensed: 'This company has no running licence to end.',
  email_change_taken: 'This e-mail address already belongs to another account, so your address was not changed. Choose another one in your profile.',
  payment_card_declined: 'The card was declined.',
  payment_expired: 'The payment page expired before the payment was made.',
  payment_failed: 'The payment did not go through.',
  payment_provider_unavailable: 'The payment provider could not be reached. Please try again in a moment.',
  payment_no_subscription: 'There is no running subscription to change.',
  payment_checkout_closed: 'This payment has already been completed or has failed. Please start a new one.',
  payment_already_subscribed: 'Your company already has a running subscription. Turn off its automatic renewal and subscribe again once it has ended.',
  // The licence gate (docs/rules/billing.md#licence-gate): what ended; the upgrade dialog adds 'Please subscribe.'
  license_trial_ended: 'Your trial has ended.',
  license_subscription_ended: 'Your subscription has ended.',
  last_owner: 'The company needs at least one active owner. Make another user an owner first.',
  users_limit: 'Your plan allows {max} users, invited users included. Remove a user or upgrade your plan to invite more.',
  account_deactivated: 'Your account has been deactivated. Please contact an owner of your company.',
  not_yourself: 'You cannot deactivate or remove your own account.',
  user_already_joined: 'This user has already accepted the invitation.',
  payment_checkout_starting: 'A payment is being started in another tab. Please wait a moment and try again.',
  accounts_limit: 'Your plan allows {max} accounts per event. Delete accounts or upgrade your plan to add more.',
  account_import_limit:
    'Your plan allows {max} accounts per event; after this import the event would have {count}. Nothing was imported. Upgrade your plan to import more.',
  open_events_limit:
    'Your plan allows {max} published events that have not closed. Wait until one closes, delete one, or upgrade your plan to publish more.',
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  api_not_found: 'Der API-Endpunkt wurde nicht gefunden',
  not_found: 'Nicht gefunden',
  unauthorized: 'Bitte melden Sie sich erneut an.',
  forbidden: 'Dazu sind Sie nicht berechtigt.',
  validation_failed: 'Einige Felder sind ungültig.',
  analytics_day_outside: 'Wählen Sie einen der Tage des Events oder das ganze Event.',
  invalid_multipart: 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  invalid_request: 'Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  request_too_large: 'Die Anfrage ist zu groß.',
  rate_limited: 'Zu viele Versuche. Bitte warten Sie {minutes} Minuten und versuchen Sie es erneut.',
  internal_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  database_unavailable: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  timeout: 'Die Anfrage hat zu lange gedauert.',
  invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  account_inactive:
    'Ihr Konto ist noch nicht aktiviert. Öffnen Sie den Link in der Aktivierungs-E-Mail oder fordern Sie einen neuen an.',
  token_invalid: 'Dieser Link ist ungültig oder abgelaufen.',
  bot_check_failed: 'Die Bot-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  password_breached: 'Dieses Passwort wurde {count}-mal gehackt. Verwenden Sie ein stärkeres Passwort.',
  password_guessable: 'Dieses Passwort ist leicht zu erraten. Wählen Sie ein weniger gängiges.',
  breach_check_unavailable:
    'Die Prüfung auf gehackte Passwörter war nicht erreichbar, daher ist das Ergebnis unbekannt.',
  place_search_unavailable: 'Die Ortssuche ist nicht erreichbar. Geben Sie den Ort selbst ein.',
  email_taken_or_sent: 'Falls diese Adresse verwendet werden kann, haben wir eine E-Mail an sie gesendet.',
  license_licensed: 'Lizenzierte Version',
  license_trial_days_left: 'Testversion: noch {days} Tage',
  license_trial_one_day_left: 'Testversion: noch 1 Tag',
  license_trial_expired: 'Testversion abgelaufen',
  sessions_need_decision:
    'Die Agenda enthält Sessions. Wählen Sie, ob sie mit den neuen Daten verschoben oder gelöscht werden sollen.',
  sessions_moved_title: 'Sessions verschoben',
  sessions_moved_body: '{count} Sessions wurden mit den neuen Daten verschoben.',
  sessions_deleted_title: 'Sessions gelöscht',
  sessions_deleted_body: '{count} Sessions wurden gelöscht.',
  event_closed: 'Ein geschlossenes Event kann nicht veröffentlicht werden.',
  event_copy_suffix: ' (Kopie)',
  import_no_file: 'Wählen Sie eine JSON-Datei zum Importieren.',
  import_not_json: 'Es können nur JSON-Dateien importiert werden.',
  import_too_large: 'Die Datei ist größer als {megabytes} MB.',
  import_invalid_json: 'Die Datei ist kein gültiges JSON.',
  import_invalid: 'Die Datei kann nicht importiert werden, es wurde nichts angelegt. Gefundene Probleme: {count}.',
  session_overlaps: 'Diese Session überschneidet sich mit „{title}“ im selben Raum.',
  invalid_file_format: 'Ungültiges Dateiformat',
  invalid_file_size: 'Ungültige Dateigröße',
  file_in_use: 'Dieses Bild kann nicht gelöscht werden, weil es verwendet wird: {places}. Wählen Sie dort zuerst ein anderes Bild.',
  file_usage_room: 'Raum „{label}“ von {event}',
  file_usage_event_image: 'Eventbild von {event}',
  file_usage_logo: 'Logo von {event}',
  file_usage_banner: 'Banner von {event}',
  account_import_no_file: 'Wählen Sie eine CSV- oder Excel-Datei (XLSX) zum Importieren.',
  account_import_wrong_type: 'Es können nur CSV- und Excel-Dateien (XLSX) importiert werden.',
  account_import_too_large: 'Die Datei ist größer als {megabytes} MB.',
  account_import_too_large_unpacked:
    'Die Excel-Datei enthält zu viele Daten. Speichern Sie die Konten als CSV und importieren Sie diese Datei.',
  account_import_empty: 'Die Datei ist leer.',
  account_import_no_rows: 'Die Datei enthält unter der Kopfzeile keine Konten.',
  account_import_too_many_rows: 'Die Datei enthält mehr als 10.000 Konten. Teilen Sie sie in Dateien mit höchstens 10.000 Zeilen auf.',
  account_import_too_many_columns: 'Die Datei hat mehr als {max} Spalten.',
  account_import_unreadable_csv:
    'Die Datei konnte nicht als CSV gelesen werden: Ein in Zeile {line} geöffnetes Anführungszeichen wird nicht geschlossen.',
  account_import_unreadable_xlsx: 'Die Excel-Datei konnte nicht gelesen werden. Speichern Sie sie erneut als .xlsx oder als CSV.',
  account_import_no_header:
    'Die erste Zeile muss die Spalten benennen, zum Beispiel Vorname, Nachname, E-Mail. Laden Sie die Vorlage herunter, um zu sehen, wie es geht.',
  account_import_invalid: 'Die Datei kann nicht importiert werden, es wurde nichts geändert. Gefundene Probleme: {count}.',
  account_import_running: 'Für dieses Event läuft noch ein Import. Bitte warten Sie, bis er abgeschlossen ist.',
  account_import_failed: 'Die Konten konnten nicht importiert werden, es wurde nichts geändert. Bitte versuchen Sie es erneut.',
  account_import_trial:
    'In der Testversion kann ein Event höchstens {max} Konten haben; nach diesem Import wären es {count}. Es wurde nichts importiert.',
  photo_too_small: 'Das Foto muss mindestens 500x500 px groß sein.',
  photo_not_square: 'Das Foto muss quadratisch sein (Seitenverhältnis 1:1).',
  event_not_published: 'Veröffentlichen Sie das Event, bevor Sie Teilnehmer einladen: Ihre Links benötigen den Event-Code.',
  engagement_muted: 'Eine Moderatorin oder ein Moderator hat Sie stummgeschaltet: Sie können mitlesen, aber nicht schreiben.',
  engagement_banned: 'Eine Moderatorin oder ein Moderator hat Sie vom Chat, der Social Wall und den Fragen & Antworten ausgeschlossen.',
  engagement_too_fast: 'Sie senden schneller als erlaubt. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
  poll_not_open: 'Diese Umfrage nimmt keine Stimmen an.',
  already_voted: 'Sie haben in dieser Umfrage bereits abgestimmt.',
  poll_locked: 'Diese Umfrage wurde bereits geöffnet: Frage, Art und Antworten lassen sich nicht mehr ändern.',
  question_closed: 'Diese Frage wurde bereits beantwortet oder geschlossen und kann nicht mehr zurückgezogen werden.',
  mail_test_failed: 'Die Testnachricht konnte nicht gesendet werden: {reason}',
  mail_test_unreachable:
    'Die Testnachricht konnte nicht gesendet werden: Der SMTP-Server unter diesem Host und Port war nicht erreichbar oder hat nicht rechtzeitig geantwortet.',
  license_ended: 'Abonnement beendet',
  system_company_licensed: 'Diese Firma hat eine laufende Lizenz. Beenden Sie die Lizenz, bevor Sie eine Testphase festlegen.',
  system_company_not_licensed: 'Diese Firma hat keine laufende Lizenz, die beendet werden könnte.',
  email_change_taken: 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto, daher wurde Ihre Adresse nicht geändert. Wählen Sie in Ihrem Profil eine andere.',
  payment_card_declined: 'Die Karte wurde abgelehnt.',
  payment_expired: 'Die Zahlungsseite ist abgelaufen, bevor bezahlt wurde.',
  payment_failed: 'Die Zahlung ist nicht zustande gekommen.',
  payment_provider_unavailable: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  payment_no_subscription: 'Es gibt kein laufendes Abonnement, das sich ändern ließe.',
  payment_checkout_closed: 'Diese Zahlung ist bereits abgeschlossen oder fehlgeschlagen. Bitte starten Sie eine neue.',
  payment_already_subscribed: 'Ihre Firma hat bereits ein laufendes Abonnement. Schalten Sie die automatische Verlängerung aus und schließen Sie nach seinem Ende ein neues ab.',
  license_trial_ended: 'Ihre Testphase ist abgelaufen.',
  license_subscription_ended: 'Ihr Abonnement ist abgelaufen.',
  last_owner: 'Das Unternehmen braucht mindestens einen aktiven Inhaber. Machen Sie zuerst einen anderen Benutzer zum Inhaber.',
  users_limit: 'Ihr Tarif erlaubt {max} Benutzer, eingeladene eingeschlossen. Entfernen Sie einen Benutzer oder wechseln Sie den Tarif, um weitere einzuladen.',
  account_deactivated: 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an einen Inhaber Ihres Unternehmens.',
  not_yourself: 'Ihr eigenes Konto können Sie weder deaktivieren noch entfernen.',
  user_already_joined: 'Dieser Benutzer hat die Einladung bereits angenommen.',
  payment_checkout_starting: 'In einem anderen Tab wird gerade eine Zahlung gestartet. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  accounts_limit: 'Ihr Tarif erlaubt {max} Konten pro Event. Löschen Sie Konten oder wechseln Sie den Tarif, um weitere anzulegen.',
  account_import_limit:
    'Ihr Tarif erlaubt {max} Konten pro Event; nach diesem Import wären es {count}. Es wurde nichts importiert. Wechseln Sie den Tarif, um mehr zu importieren.',
  open_events_limit:
    'Ihr Tarif erlaubt {max} veröffentlichte Events, die noch nicht geschlossen sind. Warten Sie, bis eines schließt, löschen Sie eines oder wechseln Sie den Tarif, um weitere zu veröffentlichen.',
};

/**
 * The catalogues above keep `{name}` placeholders; i18next reads them with those delimiters and
 * picks the `_one`/`_other` forms of `plurals.ts` by the number its key counts.
 */
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'de'],
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: {
    prefix: '{',
    suffix: '}',
    escapeValue: false,
  },
  // A missing value stays visible as its placeholder, as before, rather than vanishing.
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
  resources: {
    en: { translation: { ...en, ...pluralForms.en } },
    de: { translation: { ...de, ...pluralForms.de } },
  },
});

/** Translates a server message key, filling `{name}` placeholders and choosing plural forms. */
export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const countParam = pluralForms.countedBy[key];
  const count = countParam === undefined ? undefined : Number(params[countParam]);
  return i18n.t(key, { lng: lang, ...params, ...(count === undefined || Number.isNaN(count) ? {} : { count }) });
}

/** Picks en or de from an Accept-Language header; English is the default and the fallback. */
export function languageFromHeader(header: string | undefined): Language {
  const first = (header ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code) => code === 'en' || code === 'de');
  return first === 'de' ? 'de' : 'en';
}
