import type { Language } from '@aula/shared';
import { fractionDigitsOf, type TableColumn } from './columns';

export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/**
 * A number of a CSV cell as the language's spreadsheet reads it back as a number: the language's
 * decimal mark, no thousands separators (German Excel would read `1.234` as a date or a
 * thousand, English Excel `1,234` as text or a thousand), a percentage with its sign and no space
 * (docs/decisions/0097-table-exports-csv-and-xlsx.md).
 */
export function csvNumberFormatter(column: TableColumn, lang: Language): (value: number) => string {
  const digits = fractionDigitsOf(column);
  const format = new Intl.NumberFormat(NUMBER_LOCALES[lang], { useGrouping: false, maximumFractionDigits: digits });
  if (column.kind === 'percent') return (value) => `${format.format(value * 100)}%`;
  return (value) => format.format(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall-clock time (see `wallClockOf`) as a CSV cell: `2027-05-04 14:30` in English, `04.05.2027 14:30` in German. */
export function csvDateText(wall: number, withTime: boolean, lang: Language): string {
  const d = new Date(wall);
  const day = lang === 'de'
    ? `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCFullYear(), 4)}`
    : `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day;
}

const zeros = (digits: number) => (digits > 0 ? `.${'0'.repeat(digits)}` : '');

/**
 * A column's number format in a spreadsheet (format codes always write `.` and `,`; the reader's
 * locale shows its own marks). German writes a space before the percent sign and `Min.` for minutes.
 */
export function xlsxNumberFormat(column: TableColumn, lang: Language): string | null {
  const digits = fractionDigitsOf(column);
  switch (column.kind) {
    case 'integer':
      return '#,##0';
    case 'decimal':
      return `#,##0${zeros(digits)}`;
    case 'percent':
      return `0${zeros(digits)}${lang === 'de' ? ' %' : '%'}`;
    case 'minutes':
      return `#,##0${zeros(digits)}${lang === 'de' ? '" Min."' : '" min"'}`;
    case 'dateTime':
      return lang === 'de' ? 'dd.mm.yyyy hh:mm' : 'yyyy-mm-dd hh:mm';
    case 'date':
      return lang === 'de' ? 'dd.mm.yyyy' : 'yyyy-mm-dd';
    case 'text':
      return null;
  }
}
