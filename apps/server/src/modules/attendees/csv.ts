import { attendeeStatusOf, type AttendeeStatus, type Language } from '@aula/shared';
import { csvFile } from '../../http/csv-file';
import type { AttendeeRecord } from './repository';

type Column = { header: Record<Language, string>; value: (row: AttendeeRecord, lang: Language) => string };

const STATUS_LABELS: Record<AttendeeStatus, Record<Language, string>> = {
  not_invited: { en: 'Not invited', de: 'Nicht eingeladen' },
  invited: { en: 'Invited', de: 'Eingeladen' },
  signed_in: { en: 'Signed in', de: 'Angemeldet' },
};
const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], de: ['ja', 'nein'] };

/** An instant as spreadsheets read it: `YYYY-MM-DD HH:MM` in UTC (the header says so). */
const utc = (instant: Date | null) => (instant ? instant.toISOString().slice(0, 16).replace('T', ' ') : '');

/**
 * The export's columns. Role and language travel as the codes the import takes, so that an
 * exported file can be imported again; groups are joined with a comma.
 */
const COLUMNS: readonly Column[] = [
  { header: { en: 'First name', de: 'Vorname' }, value: (row) => row.firstName },
  { header: { en: 'Last name', de: 'Nachname' }, value: (row) => row.lastName },
  { header: { en: 'E-mail', de: 'E-Mail' }, value: (row) => row.email ?? '' },
  { header: { en: 'Company', de: 'Firma' }, value: (row) => row.company },
  { header: { en: 'Job title', de: 'Position' }, value: (row) => row.jobTitle },
  { header: { en: 'Role', de: 'Rolle' }, value: (row) => row.role },
  { header: { en: 'Language', de: 'Sprache' }, value: (row) => row.lang },
  { header: { en: 'Groups', de: 'Gruppen' }, value: (row) => row.groups.join(', ') },
  { header: { en: 'Status', de: 'Status' }, value: (row, lang) => STATUS_LABELS[attendeeStatusOf(row)][lang] },
  { header: { en: 'Active', de: 'Aktiv' }, value: (row, lang) => YES_NO[lang][row.active ? 0 : 1] },
  { header: { en: 'Invited at (UTC)', de: 'Eingeladen am (UTC)' }, value: (row) => utc(row.invitedAt) },
  { header: { en: 'First signed in at (UTC)', de: 'Erste Anmeldung am (UTC)' }, value: (row) => utc(row.firstSignedInAt) },
  { header: { en: 'Created at (UTC)', de: 'Angelegt am (UTC)' }, value: (row) => utc(row.createdAt) },
];

/** The accounts as a CSV file in the caller's language. */
export function accountsCsv(rows: readonly AttendeeRecord[], lang: Language): string {
  return csvFile([COLUMNS.map((column) => column.header[lang]), ...rows.map((row) => COLUMNS.map((column) => column.value(row, lang)))], lang);
}
