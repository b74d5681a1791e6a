import { useEffect } from 'react';
import type { Language } from '@aula/shared';
import { changeLanguage, currentLanguage } from '@/lib/i18n';

/** After sign-in the UI speaks the language stored with the user. */
export function useFollowUserLanguage(lang: Language | undefined): void {
  useEffect(() => {
    if (lang && lang !== currentLanguage()) void changeLanguage(lang);
  }, [lang]);
}
