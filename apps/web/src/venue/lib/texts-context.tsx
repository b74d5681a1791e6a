import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Catalogue } from './texts';
import type { Language } from '@aula/shared';
import { loadPageTexts } from './page-texts';
import { loadTexts, withPageTexts, type Texts } from './texts';

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

/**
 * Adds one page's own texts (`<page>.…` keys) for what it holds once they are loaded; after a
 * change of language the page keeps its texts until the other language's have come.
 */
export function PageTextsProvider({ page, children, fallback }: { page: string; children: ReactNode; fallback: ReactNode }) {
  const state = useTextsState();
  const { lang } = state.texts;
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    loadPageTexts(lang, page).then(
      (loaded) => current && setCatalogue(loaded),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [lang, page]);
  const value = useMemo(() => catalogue && { ...state, texts: withPageTexts(state.texts, page, catalogue) }, [state, page, catalogue]);
  // Thrown to the page's boundary, which offers a reload (src/venue/lib/lazy-page.tsx).
  if (failure) throw failure;
  return value ? <TextsContext value={value}>{children}</TextsContext> : fallback;
}

function useTextsState(): TextsState {
  const state = useContext(TextsContext);
  if (!state) throw new Error('The venue texts work only inside a TextsProvider');
  return state;
}

export const useTexts = (): Texts => useTextsState().texts;
export const useChangeLanguage = (): TextsState['changeLanguage'] => useTextsState().changeLanguage;
