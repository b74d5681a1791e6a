import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, getAuth, setAuthFromToken } from './auth-store';
import { REFRESH_RETRY_MS, startTokenScheduler } from './token-scheduler';

const token = (expiresInSeconds: number) => ({
  token_type: 'Bearer' as const,
  access_token: `token-${expiresInSeconds}-${Math.random()}`,
  expires_in: expiresInSeconds,
  lang: 'en' as const,
  is_admin: false,
});

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  stop();
  clearAuth();
  vi.useRealTimers();
});

describe('startTokenScheduler', () => {
  it('refreshes 100 s before expiry and plans again from the new token', async () => {
    setAuthFromToken(token(3600));
    const refresh = vi.fn(async () => void setAuthFromToken(token(3600)));
    const logout = vi.fn();
    stop = startTokenScheduler({ refresh, logout });

    await vi.advanceTimersByTimeAsync(3500_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3500_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(logout).not.toHaveBeenCalled();
  });

  it('refreshes at once when under 100 s are left', async () => {
    setAuthFromToken(token(60));
    const refresh = vi.fn(async () => void setAuthFromToken(token(3600)));
    stop = startTokenScheduler({ refresh, logout: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs out when under 5 s are left', () => {
    setAuthFromToken(token(4));
    const refresh = vi.fn();
    const logout = vi.fn();
    stop = startTokenScheduler({ refresh, logout });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('retries a failed refresh and logs out once the token is nearly gone', async () => {
    setAuthFromToken(token(20));
    const refresh = vi.fn(async () => Promise.reject(new Error('offline')));
    const logout = vi.fn();
    stop = startTokenScheduler({ refresh, logout });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does nothing while signed out and stops when asked', async () => {
    const refresh = vi.fn();
    stop = startTokenScheduler({ refresh, logout: vi.fn() });
    expect(getAuth()).toBeNull();
    stop();
    setAuthFromToken(token(50));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
