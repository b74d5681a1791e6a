import type { Language } from '@aula/shared';
import { csvFile } from '../../http/csv-file';
import type { PollRecord } from './repository';

const HEADERS: Record<Language, string[]> = {
  en: ['Answer', 'Votes', 'Share of ballots (%)'],
  de: ['Antwort', 'Stimmen', 'Anteil der Stimmzettel (%)'],
};
const BALLOTS: Record<Language, string> = { en: 'Ballots', de: 'Stimmzettel' };
const QUESTION: Record<Language, string> = { en: 'Question', de: 'Frage' };

/** German spreadsheets read a decimal comma, English ones a decimal point. */
const DECIMAL: Record<Language, string> = { en: '.', de: ',' };

/**
 * A poll's results as a CSV file in the caller's language: the question, one line per answer with
 * its votes and share of the ballots, and the number of ballots; UTF-8 with a byte order mark,
 * as the accounts export, so that Excel reads umlauts.
 */
export function pollResultsCsv(poll: PollRecord, lang: Language): string {
  const share = (votes: number) => (poll.ballots === 0 ? 0 : (votes * 100) / poll.ballots).toFixed(1).replace('.', DECIMAL[lang]);
  return csvFile(
    [
      [QUESTION[lang], poll.question],
      HEADERS[lang],
      ...poll.options.map((option) => [option.text, String(option.votes), share(option.votes)]),
      [BALLOTS[lang], String(poll.ballots)],
    ],
    lang,
  );
}
