import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, setAuthFromToken } from './auth-store';
import { LOGOUT_BROADCAST_KEY, signOut } from './sign-out';

describe('signing out reaches the other tabs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('says why before the token goes, so a tab that leaves on the token knows it was an idle sign-out', async () => {
    setAuthFromToken({ token_type: 'Bearer', access_token: 'a'.repeat(43), expires_in: 3600, is_admin: false, lang: 'en' });
    const writes: string[] = [];
    vi.spyOn(localStorage, 'setItem').mockImplementation((key: string) => void writes.push(`set ${key}`));
    vi.spyOn(localStorage, 'removeItem').mockImplementation((key: string) => void writes.push(`remove ${key}`));
    await signOut({ auto: true, revoke: false });
    expect(writes.indexOf(`set ${LOGOUT_BROADCAST_KEY}`)).toBeGreaterThanOrEqual(0);
    expect(writes.indexOf(`set ${LOGOUT_BROADCAST_KEY}`)).toBeLessThan(writes.indexOf(`remove ${AUTH_STORAGE_KEY}`));
  });
});
