import type { ChatMessage, Language } from '@aula/shared';
import { csvFile } from '../../http/csv-file';

const HEADERS: Record<Language, string[]> = {
  en: ['Time (UTC)', 'Author', 'Message', 'Pinned', 'Edited'],
  de: ['Zeit (UTC)', 'Verfasser', 'Nachricht', 'Angeheftet', 'Bearbeitet'],
};
const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], de: ['ja', 'nein'] };
const ORGANISER: Record<Language, string> = { en: 'Organiser', de: 'Veranstalter' };

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A channel's messages as a CSV file in the caller's language. */
export function transcriptCsv(messages: readonly ChatMessage[], lang: Language): string {
  const author = (message: ChatMessage) =>
    message.author.kind === 'organiser' ? `${message.author.displayName} (${ORGANISER[lang]})`.trim() : message.author.displayName;
  const rows = messages.map((message) => [utc(message.createdMs), author(message), message.body, YES_NO[lang][message.pinned ? 0 : 1], YES_NO[lang][message.editedMs === null ? 1 : 0]]);
  return csvFile([HEADERS[lang], ...rows], lang);
}
