import type { Language, QuestionStatus } from '@aula/shared';
import { csvFile } from '../../http/csv-file';
import type { QuestionRow } from './repository';

const HEADERS: Record<Language, string[]> = {
  en: ['Asked (UTC)', 'Question', 'Asked by', 'Anonymous to attendees', 'Upvotes', 'Status', 'Being answered now'],
  de: ['Gefragt (UTC)', 'Frage', 'Gefragt von', 'Anonym für Teilnehmende', 'Stimmen', 'Status', 'Wird gerade beantwortet'],
};
const STATUS: Record<QuestionStatus, Record<Language, string>> = {
  pending: { en: 'Waiting for approval', de: 'Wartet auf Freigabe' },
  approved: { en: 'Live', de: 'Live' },
  answered: { en: 'Answered', de: 'Beantwortet' },
  archived: { en: 'Archived', de: 'Archiviert' },
  rejected: { en: 'Rejected', de: 'Abgelehnt' },
  withdrawn: { en: 'Withdrawn by the asker', de: 'Von der fragenden Person zurückgezogen' },
};
const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], de: ['ja', 'nein'] };
const FORMER_ATTENDEE: Record<Language, string> = { en: 'Former attendee', de: 'Ehemalige teilnehmende Person' };

const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** A room's questions, oldest first, as a CSV file in the organiser's language, askers named as moderators see them. */
export function questionsCsv(rows: readonly QuestionRow[], lang: Language): string {
  const yesNo = (value: boolean) => YES_NO[lang][value ? 0 : 1];
  return csvFile(
    [
      HEADERS[lang],
      ...rows.map((row) => [utc(row.createdAt), row.body, row.authorName || FORMER_ATTENDEE[lang], yesNo(row.anonymous), String(row.upvotes), STATUS[row.status][lang], yesNo(row.pinned)]),
    ],
    lang,
  );
}
