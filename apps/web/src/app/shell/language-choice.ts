import type { Language } from '@aula/shared';

/**
 * A language the user picked in this shell session. It wins over the language stored with the
 * user, whose answer may still be in flight (or stale) when the user clicks.
 */
let chosen: Language | null = null;

export function rememberLanguageChoice(lang: Language): void {
  chosen = lang;
}

export function languageChoice(): Language | null {
  return chosen;
}

/** Called when the shell unmounts (sign-out), so the next sign-in follows the stored language. */
export function forgetLanguageChoice(): void {
  chosen = null;
}
