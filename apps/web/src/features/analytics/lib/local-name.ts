import type { Language } from '@aula/shared';

/** A room's name in the UI language: the German one where it is set, else the English one. */
export const localName = (english: string, german: string, language: Language): string => (language === 'de' && german.trim() ? german : english);
