import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadScreenCatalogues } from '@/lib/screen-catalogues';

// The app loads the screens' texts with the signed-in shell; components under test need them at once.
await loadScreenCatalogues();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
