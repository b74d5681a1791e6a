/**
 * What makes a loading placeholder (a spinner, a skeleton, a group of them) known to assistive
 * technology: a progress bar that is busy and says what loads. A label on an element without a role
 * is not allowed, so the three always travel together.
 */
export function loadingProps(label: string) {
  return { role: 'progressbar', 'aria-busy': true, 'aria-label': label } as const;
}
