import type { Language } from '@aula/shared';
import { changeLanguage } from '@/lib/i18n';
import { useSetLanguage } from '@/features/user/api/set-language';
import { rememberLanguageChoice } from './language-choice';

/** Switches the UI at once and stores the choice on the server, so the next sign-in uses it. */
export function useSwitchLanguage(): (lang: Language) => void {
  const { mutate } = useSetLanguage();
  return (lang) => {
    rememberLanguageChoice(lang);
    void changeLanguage(lang);
    mutate(lang);
  };
}
