import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it.each([
    ['/auth/login', '/auth/login', {}],
    ['/auth/login', '/auth/login/', {}],
    ['/auth/login', '/Auth/LOGIN', {}],
    ['/auth/reset-password/:token', '/auth/reset-password/Qx7-cut', { token: 'Qx7-cut' }],
    ['/auth/reset-password/:token', '/auth/reset-password/a%2Fb%20c', { token: 'a/b c' }],
    ['/auth/reset-password/:token', '/auth/reset-password/%E0%A4%A', { token: '%E0%A4%A' }],
    ['/auth/signup/:client?', '/auth/signup', {}],
    ['/auth/signup/:client?', '/auth/signup/acme', { client: 'acme' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/auth/login', '/auth'],
    ['/auth/login', '/auth/login/more'],
    ['/auth/login', '/authlogin'],
    ['/auth/reset-password/:token', '/auth/reset-password'],
    ['/auth/reset-password/:token', '/auth/reset-password/'],
    ['/auth/signup/:client?', '/auth/signup/acme/more'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });
});
