import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadScreenCatalogues } from '@/lib/i18n';

// The app loads the screens' texts with the signed-in shell; components under test need them at once.
await loadScreenCatalogues();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
