import { LANGUAGES, type Language } from '@aula/shared';
import { useTexts } from '../lib/texts-context';

/** EN and DE before signing in: the pressed one is the page's language. */
export function LanguageSwitch({ onChange }: { onChange: (lang: Language) => void }) {
  const { t, lang } = useTexts();
  return (
    <div className="language-switch" role="group" aria-label={t('frame.language')}>
      {LANGUAGES.map((option) => (
        <button key={option} type="button" lang={option} aria-pressed={option === lang} onClick={() => onChange(option)}>
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
