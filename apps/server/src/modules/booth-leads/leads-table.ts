import type { BoothLead, Language } from '@aula/shared';
import type { TableColumn, TableExport } from '../../http/table-export/columns';

const COLUMNS: readonly TableColumn[] = [
  { key: 'firstName', header: { en: 'First name', de: 'Vorname' }, kind: 'text' },
  { key: 'lastName', header: { en: 'Last name', de: 'Nachname' }, kind: 'text' },
  { key: 'email', header: { en: 'E-mail', de: 'E-Mail' }, kind: 'text' },
  { key: 'company', header: { en: 'Company', de: 'Firma' }, kind: 'text' },
  { key: 'jobTitle', header: { en: 'Job title', de: 'Position' }, kind: 'text' },
  { key: 'message', header: { en: 'Message', de: 'Nachricht' }, kind: 'text' },
  { key: 'consentedAt', header: { en: 'Consent given', de: 'Einwilligung erteilt' }, kind: 'dateTime' },
  { key: 'consentVersion', header: { en: 'Consent version', de: 'Version der Einwilligung' }, kind: 'integer' },
];

/** A booth's leads as a table to download, times in the event's zone (docs/rules/venue.md#booth-leads). */
export function leadsTable(leads: readonly BoothLead[], lang: Language, timezoneOffset: number): TableExport {
  return { columns: COLUMNS, rows: leads.map((lead) => ({ ...lead, consentedAt: new Date(lead.consentedAt) })), lang, timezoneOffset };
}
