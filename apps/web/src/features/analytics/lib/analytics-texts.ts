import { loadCatalogues } from '@/lib/i18n';

// The analytics catalogues in every language (switching stays instant); they are not among the
// screens' catalogues that come with the shell (docs/decisions/0094-analytics-texts-with-their-screens.md).
const files = import.meta.glob<Record<string, unknown>>('/src/locales/*/analytics.json', { import: 'default' });

let load: Promise<void> | null = null;

/** Loads the analytics screens' texts once; a failed load is tried again next time. */
export function loadAnalyticsTexts(): Promise<void> {
  load ??= loadCatalogues(Object.entries(files)).catch((error: unknown) => {
    load = null;
    throw error;
  });
  return load;
}
