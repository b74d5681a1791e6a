import { buffer } from 'node:stream/consumers';
import type { Language } from '@aula/shared';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { TableColumn, TableRow } from './columns';
import { streamTable, type TableFormat } from './stream-table';

/** Every kind of column once, as an analytics screen might export them. */
export const COLUMNS: readonly TableColumn[] = [
  { key: 'name', header: { en: 'Attendee', de: 'Teilnehmende Person' }, kind: 'text' },
  { key: 'minutes', header: { en: 'Present minutes', de: 'Anwesende Minuten' }, kind: 'minutes' },
  { key: 'visits', header: { en: 'Visits', de: 'Besuche' }, kind: 'integer' },
  { key: 'score', header: { en: 'Engagement score', de: 'Engagement-Punktzahl' }, kind: 'decimal', fractionDigits: 2 },
  { key: 'share', header: { en: 'Share watched', de: 'Anteil angesehen' }, kind: 'percent' },
  { key: 'firstSeen', header: { en: 'First seen', de: 'Zuerst gesehen' }, kind: 'dateTime' },
  { key: 'day', header: { en: 'Day', de: 'Tag' }, kind: 'date' },
];

/** 12:30 UTC on 4 May 2027: 14:30 in an event at UTC +02:00. */
export const FIRST_SEEN = new Date('2027-05-04T12:30:00Z');
export const OFFSET = 120;

export const ROW: TableRow = { name: 'Jörg Müller', minutes: 95, visits: 1234, score: -3.25, share: 0.425, firstSeen: FIRST_SEEN, day: '2027-05-04' };

export async function* rowsOf(rows: readonly TableRow[]): AsyncGenerator<TableRow> {
  for (const row of rows) yield row;
}

export function exportOf(format: TableFormat, lang: Language, rows: readonly TableRow[], columns = COLUMNS) {
  return buffer(streamTable({ format, lang, columns, rows: rowsOf(rows), timezoneOffset: OFFSET }));
}

/** The CSV's lines of cells as a program reading it gets them, after checking its byte order mark. */
export function readCsv(file: Buffer, lang: Language): string[][] {
  const text = file.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('The CSV has no byte order mark');
  return parse(text.slice(1), { delimiter: lang === 'de' ? ';' : ',', record_delimiter: '\r\n', relax_column_count: true });
}

/** The sheet's cells as a program reading it gets them, text untrimmed. */
export async function readXlsx(file: Buffer) {
  return readSheet(file, { trim: false });
}
