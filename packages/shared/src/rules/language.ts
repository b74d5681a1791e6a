import type { Language } from '../schemas/primitives';

/** A stored or sent language as one of the two the product speaks: German when it says so, else English. */
export const asLanguage = (lang: string | null | undefined): Language => (lang === 'de' ? 'de' : 'en');
