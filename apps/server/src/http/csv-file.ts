import type { Language } from '@aula/shared';

/**
 * German Excel splits a CSV file at semicolons (the list separator of its locale), English at
 * commas; each language gets the one its spreadsheet opens without an import dialog.
 */
const SEPARATOR: Record<Language, string> = { en: ',', de: ';' };

/** A cell a spreadsheet would run as a formula is kept as text by a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Lines of cells as a CSV file for a spreadsheet in `lang` (RFC 4180 quoting, CRLF lines),
 * starting with a UTF-8 byte order mark, without which Excel reads umlauts as Windows-1252. Every
 * download of the console (accounts, poll results, chat transcripts, questions) is written here.
 */
export function csvFile(lines: readonly (readonly string[])[], lang: Language): string {
  const separator = SEPARATOR[lang];
  return `\uFEFF${lines.map((values) => values.map((value) => cell(value, separator)).join(separator)).join('\r\n')}\r\n`;
}
