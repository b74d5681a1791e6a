import type { Language } from '@aula/shared';

/** The text in the attendee's language, else the other one (organisers may fill in only one). */
export function localized(lang: Language, en: string, de: string): string {
  return lang === 'de' ? de || en : en || de;
}
