import { formatUtcOffset, type Language, type TableColumnKind } from '@aula/shared';
import { translate, type MessageKey } from '../../i18n/messages';

export type CellValue = string | number | Date | null | undefined;
export type TableRow = Readonly<Record<string, CellValue>>;

export type TableColumn = {
  key: string;
  /** The header in each language, or a key of the server's messages. */
  header: Readonly<Record<Language, string>> | MessageKey;
  kind: TableColumnKind;
  /** Digits after the decimal point of `decimal`, `percent` and `minutes` (default 1; 0 for `minutes`). */
  fractionDigits?: number;
  /** Width in characters in a spreadsheet; by default from the kind and the header. */
  width?: number;
};

export type TableExport = {
  columns: readonly TableColumn[];
  rows: AsyncIterable<TableRow> | Iterable<TableRow>;
  lang: Language;
  /** The event's offset from UTC in minutes, in which dates and times are written. */
  timezoneOffset: number;
};

const DAY_MS = 86_400_000;

export function fractionDigitsOf(column: TableColumn): number {
  if (column.kind === 'integer') return 0;
  return column.fractionDigits ?? (column.kind === 'minutes' ? 0 : 1);
}

/** A column's header in `lang`; a date and time column says which zone its times are in. */
export function headerText(column: TableColumn, lang: Language, timezoneOffset: number): string {
  const text = typeof column.header === 'string' ? translate(lang, column.header) : column.header[lang];
  return column.kind === 'dateTime' ? `${text} (${formatUtcOffset(timezoneOffset)})` : text;
}

/** A finite number, or null for anything else (an empty cell). */
export function numberOf(value: CellValue): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A date or time column's value as the wall clock of the event's zone, in milliseconds since 1970
 * read as if that wall clock were UTC; null for an empty or unreadable value. A `date` column's
 * value is cut to its day.
 */
export function wallClockOf(value: CellValue, kind: TableColumnKind, timezoneOffset: number): number | null {
  let wall: number;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!day) return null;
    wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  } else if (value instanceof Date || typeof value === 'number') {
    const instant = value instanceof Date ? value.getTime() : value;
    if (!Number.isFinite(instant)) return null;
    wall = instant + timezoneOffset * 60_000;
  } else {
    return null;
  }
  return kind === 'date' ? Math.floor(wall / DAY_MS) * DAY_MS : wall;
}

/** Text as the cell shows it: numbers and dates of a text column written plainly. */
export function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/** The first characters by which a spreadsheet runs a cell as a formula (CSV injection), full-width forms included. */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

export function looksLikeFormula(text: string): boolean {
  return FORMULA_STARTS.has(text.charAt(0));
}
