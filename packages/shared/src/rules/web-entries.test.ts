import { describe, expect, it } from 'vitest';
import { isSignInPath } from './web-entries';

describe('isSignInPath', () => {
  it.each([
    ['/auth', true],
    ['/auth/', true],
    ['/auth/login', true],
    ['/Auth/Login', true],
    ['/auth/reset-password/abc', true],
    ['/', false],
    ['/events', false],
    ['/authors', false],
    ['/e/abc/auth', false],
  ])('%s: %s', (pathname, expected) => {
    expect(isSignInPath(pathname)).toBe(expected);
  });
});
