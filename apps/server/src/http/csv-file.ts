import { stringify, type Options } from 'csv-stringify/sync';
import type { Language } from '@aula/shared';

/**
 * German Excel splits a CSV file at semicolons (the list separator of its locale), English at
 * commas; each language gets the one its spreadsheet opens without an import dialog.
 */
const SEPARATOR: Record<Language, string> = { en: ',', de: ';' };

/**
 * How every CSV file of the product is written, for a spreadsheet in `lang`: RFC 4180 quoting,
 * CRLF lines, starting with a UTF-8 byte order mark, without which Excel reads umlauts as
 * Windows-1252. A text cell a spreadsheet would run as a formula is kept as text by a leading
 * apostrophe (CSV injection); a cell given as a number is never changed, so a negative number
 * stays a number. The downloads of the console (accounts, poll results, chat transcripts,
 * questions) use `csvFile`; the streamed table exports (`table-export/csv-table.ts`) pass these
 * options to the streaming form of the same library.
 */
export function csvOptions(lang: Language): Options {
  return {
    delimiter: SEPARATOR[lang],
    record_delimiter: 'windows',
    // With a record delimiter set, the library would quote only a cell holding that whole
    // delimiter; a lone line feed or carriage return in a cell would then break the line.
    quote_record_delimiter: true,
    bom: true,
    escape_formulas: true,
  };
}

/** Lines of text cells as a whole CSV file for a spreadsheet in `lang`. */
export function csvFile(lines: readonly (readonly string[])[], lang: Language): string {
  return stringify(
    lines.map((values) => [...values]),
    csvOptions(lang),
  );
}
