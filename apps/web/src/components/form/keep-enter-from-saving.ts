import type { KeyboardEvent } from 'react';

/** Inputs that are pressed, not typed into: Enter there is theirs. */
const PRESSED_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'checkbox', 'radio', 'file', 'image']);

/**
 * A setup form's `onKeyDown` (docs/rules/screens.md#enter-in-setup-forms): Enter in a single-line
 * field does not save a half-filled form; the Save button does, and so do Ctrl+Enter and Cmd+Enter
 * from any field. Fields that use Enter themselves (a list's choice, a tag) have handled it and
 * stopped the browser's default before it reaches here.
 */
export function keepEnterFromSaving(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
    return;
  }
  const target = event.target;
  if (target instanceof HTMLInputElement && !PRESSED_INPUT_TYPES.has(target.type)) event.preventDefault();
}
