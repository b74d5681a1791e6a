import type { Language } from '@aula/shared';
import type { PollRecord } from './repository';

const HEADERS: Record<Language, string[]> = {
  en: ['Answer', 'Votes', 'Share of ballots (%)'],
  de: ['Antwort', 'Stimmen', 'Anteil der Stimmzettel (%)'],
};
const BALLOTS: Record<Language, string> = { en: 'Ballots', de: 'Stimmzettel' };
const QUESTION: Record<Language, string> = { en: 'Question', de: 'Frage' };

/** German spreadsheets split at semicolons and read a decimal comma; English ones at commas with a decimal point. */
const SEPARATOR: Record<Language, string> = { en: ',', de: ';' };
const DECIMAL: Record<Language, string> = { en: '.', de: ',' };

/** A cell a spreadsheet would run as a formula is kept as text by a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A poll's results as a CSV file in the caller's language: the question, one line per answer with
 * its votes and share of the ballots, and the number of ballots; UTF-8 with a byte order mark,
 * as the accounts export, so that Excel reads umlauts.
 */
export function pollResultsCsv(poll: PollRecord, lang: Language): string {
  const separator = SEPARATOR[lang];
  const line = (values: string[]) => values.map((value) => cell(value, separator)).join(separator);
  const share = (votes: number) => (poll.ballots === 0 ? 0 : (votes * 100) / poll.ballots).toFixed(1).replace('.', DECIMAL[lang]);
  const lines = [
    line([QUESTION[lang], poll.question]),
    line(HEADERS[lang]),
    ...poll.options.map((option) => line([option.text, String(option.votes), share(option.votes)])),
    line([BALLOTS[lang], String(poll.ballots)]),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
