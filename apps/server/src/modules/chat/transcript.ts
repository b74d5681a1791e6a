import type { ChatMessage, Language } from '@aula/shared';

/** German Excel splits at semicolons, English at commas, as the accounts export does. */
const SEPARATOR: Record<Language, string> = { en: ',', de: ';' };
const HEADERS: Record<Language, string[]> = {
  en: ['Time (UTC)', 'Author', 'Message', 'Pinned', 'Edited'],
  de: ['Zeit (UTC)', 'Verfasser', 'Nachricht', 'Angeheftet', 'Bearbeitet'],
};
const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], de: ['ja', 'nein'] };
const ORGANISER: Record<Language, string> = { en: 'Organiser', de: 'Veranstalter' };

/** A cell a spreadsheet would run as a formula is kept as text by a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A channel's messages as a CSV file in the caller's language (RFC 4180 quoting, CRLF lines),
 * starting with a UTF-8 byte order mark, without which Excel reads umlauts as Windows-1252.
 */
export function transcriptCsv(messages: readonly ChatMessage[], lang: Language): string {
  const separator = SEPARATOR[lang];
  const line = (values: string[]) => values.map((value) => cell(value, separator)).join(separator);
  const author = (message: ChatMessage) =>
    message.author.kind === 'organiser' ? `${message.author.displayName} (${ORGANISER[lang]})`.trim() : message.author.displayName;
  const rows = messages.map((message) =>
    line([utc(message.createdMs), author(message), message.body, YES_NO[lang][message.pinned ? 0 : 1], YES_NO[lang][message.editedMs === null ? 1 : 0]]),
  );
  return `\uFEFF${[line(HEADERS[lang]), ...rows].join('\r\n')}\r\n`;
}
