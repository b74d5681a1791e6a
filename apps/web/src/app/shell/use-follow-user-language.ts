import { useEffect } from 'react';
import type { Language } from '@aula/shared';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { forgetLanguageChoice, languageChoice } from './language-choice';

/** After sign-in the UI speaks the language stored with the user, unless the user just picked one. */
export function useFollowUserLanguage(lang: Language | undefined): void {
  useEffect(() => forgetLanguageChoice, []);
  useEffect(() => {
    if (lang && !languageChoice() && lang !== currentLanguage()) void changeLanguage(lang);
  }, [lang]);
}
