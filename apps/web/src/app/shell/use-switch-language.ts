import type { Language } from '@aula/shared';
import { useLanguage } from '@/lib/use-language';
import { useSetLanguage } from '@/features/user/api/set-language';
import { rememberLanguageChoice } from './language-choice';

/** Switches the UI at once and stores the choice on the server, so the next sign-in uses it. */
export function useSwitchLanguage(): (lang: Language) => void {
  const { setLanguage } = useLanguage();
  const { mutate } = useSetLanguage();
  return (lang) => {
    rememberLanguageChoice(lang);
    void setLanguage(lang);
    mutate(lang);
  };
}
