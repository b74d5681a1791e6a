import { describe, expect, it, vi } from 'vitest';
import { setAuthFromToken } from './auth-store';
import { AUTH_STORAGE_KEY } from './stored-auth';
import { LOGOUT_BROADCAST_KEY, signOut } from './sign-out';

describe('signing out reaches the other tabs', () => {
  it('says why before the token goes, so a tab that leaves on the token knows it was an idle sign-out', async () => {
    setAuthFromToken({ token_type: 'Bearer', access_token: 'a'.repeat(43), expires_in: 3600, is_admin: false, lang: 'en' });
    const writes: string[] = [];
    // A storage that records the writes in place of the page's: happy-dom's storage cannot take a
    // spy back off (its proxy refuses to delete the method), and the spy would outlive the test.
    const storage = localStorage;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string) => void writes.push(`set ${key}`),
      removeItem: (key: string) => void writes.push(`remove ${key}`),
    });
    await signOut({ auto: true, revoke: false });
    expect(writes.indexOf(`set ${LOGOUT_BROADCAST_KEY}`)).toBeGreaterThanOrEqual(0);
    expect(writes.indexOf(`set ${LOGOUT_BROADCAST_KEY}`)).toBeLessThan(writes.indexOf(`remove ${AUTH_STORAGE_KEY}`));
  });
});
