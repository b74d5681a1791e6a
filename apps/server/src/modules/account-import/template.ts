import { accountImportTemplate, type Language } from '@aula/shared';

/** A CSV cell, quoted when it holds the separator, a quote or a line break. */
function csvCell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The import template as a CSV file: headers and one example row in the language asked for.
 * German Excel reads CSV with semicolons (the comma is its decimal mark), English with commas;
 * the byte-order mark makes Excel read the file as UTF-8, so umlauts survive opening it.
 */
export function templateCsv(lang: Language): { filename: string; csv: string } {
  const { headers, example } = accountImportTemplate(lang);
  const separator = lang === 'de' ? ';' : ',';
  const lines = [headers, example].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator));
  return { filename: lang === 'de' ? 'konten-vorlage.csv' : 'accounts-template.csv', csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}
