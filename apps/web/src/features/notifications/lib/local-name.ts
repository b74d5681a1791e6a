import type { Language } from '@aula/shared';

/** A room's or session's name in the console's language; the German one falls back to the English. */
export const localName = (english: string, german: string, language: Language): string => (language === 'de' && german.trim() ? german : english);
