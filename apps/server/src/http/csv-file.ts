import { stringify } from 'csv-stringify/sync';
import type { Language } from '@aula/shared';

/**
 * German Excel splits a CSV file at semicolons (the list separator of its locale), English at
 * commas; each language gets the one its spreadsheet opens without an import dialog.
 */
const SEPARATOR: Record<Language, string> = { en: ',', de: ';' };

/**
 * Lines of cells as a CSV file for a spreadsheet in `lang` (RFC 4180 quoting, CRLF lines),
 * starting with a UTF-8 byte order mark, without which Excel reads umlauts as Windows-1252. A
 * cell a spreadsheet would run as a formula is kept as text by a leading apostrophe (CSV
 * injection). Every download of the console (accounts, poll results, chat transcripts,
 * questions) is written here.
 */
export function csvFile(lines: readonly (readonly string[])[], lang: Language): string {
  return stringify(
    lines.map((values) => [...values]),
    {
      delimiter: SEPARATOR[lang],
      record_delimiter: 'windows',
      // With a record delimiter set, the library would quote only a cell holding that whole
      // delimiter; a lone line feed or carriage return in a cell would then break the line.
      quote_record_delimiter: true,
      bom: true,
      escape_formulas: true,
    },
  );
}
