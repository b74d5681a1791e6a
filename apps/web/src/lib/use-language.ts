import { useTranslation } from 'react-i18next';
import type { Language } from '@aula/shared';
import { changeLanguage, currentLanguage } from './i18n';

export type LanguageControl = {
  /** The UI language; the caller re-renders when it changes. */
  language: Language;
  /** Switches the UI (texts, dates, `<html lang>`) and remembers the choice on this device. */
  setLanguage: (lang: Language) => Promise<void>;
};

/** The UI language as React state, for components; code outside React reads `currentLanguage()`. */
export function useLanguage(): LanguageControl {
  // Subscribes the caller to i18next's language changes; the value is read like everywhere else.
  useTranslation();
  return { language: currentLanguage(), setLanguage: changeLanguage };
}
