import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@aula/shared';
import { loadTexts, textsOf, type Catalogue, type Texts } from './texts';

type TextsState = { texts: Texts; changeLanguage: (lang: Language) => Promise<void> };

const TextsContext = createContext<TextsState | null>(null);

/** Holds the venue's texts in the current language; a change loads the other catalogue first. */
export function TextsProvider({ initial, children }: { initial: Texts; children: ReactNode }) {
  const [texts, setTexts] = useState(initial);
  const changeLanguage = useCallback(async (lang: Language) => {
    const next = await loadTexts(lang);
    document.documentElement.lang = lang;
    setTexts(next);
  }, []);
  const value = useMemo(() => ({ texts, changeLanguage }), [texts, changeLanguage]);
  return <TextsContext value={value}>{children}</TextsContext>;
}

function useTextsState(): TextsState {
  const state = useContext(TextsContext);
  if (!state) throw new Error('The venue texts work only inside a TextsProvider');
  return state;
}

export const useTexts = (): Texts => useTextsState().texts;
export const useChangeLanguage = (): TextsState['changeLanguage'] => useTextsState().changeLanguage;

/**
 * A lazy page's own texts over the venue's: keys under the page's namespace come from its
 * catalogue (`venue-pages/<page>.json`), every other key from the venue's.
 */
export function PageTextsProvider({ namespace, catalogue, children }: { namespace: string; catalogue: Catalogue; children: ReactNode }) {
  const outer = useTextsState();
  const value = useMemo(() => {
    const page = textsOf(outer.texts.lang, { [namespace]: catalogue });
    const prefix = `${namespace}.`;
    const t: Texts['t'] = (key, values) => (key.startsWith(prefix) ? page.t(key, values) : outer.texts.t(key, values));
    return { texts: { lang: outer.texts.lang, t }, changeLanguage: outer.changeLanguage };
  }, [outer, namespace, catalogue]);
  return <TextsContext value={value}>{children}</TextsContext>;
}
