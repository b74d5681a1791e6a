import { describe, expect, it } from 'vitest';
import { isSignInPath, isVenuePath, venueCodeOf } from './web-entries';

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

describe('isVenuePath', () => {
  it.each([
    ['/e/Ab12Cd/venue', true],
    ['/e/Ab12Cd/venue/', true],
    ['/e/Ab12Cd/venue/sign-in', true],
    ['/e/Ab12Cd/venue/rooms/4', true],
    ['/e/Ab12Cd/Venue', false],
    ['/e/Ab12Cd/venue/invitation/tok-en', true],
    ['/e/Ab12Cd', false],
    ['/e/Ab12Cd/', false],
    ['/e/Ab12Cd/agenda.ics', false],
    ['/e/Ab12Cd/venues', false],
    ['/e/Ab12Cd/register', true],
    ['/e/Ab12Cd/register/confirm/tok-en', true],
    ['/e/Ab12Cd/registered', false],
    ['/e/venue', false],
    ['/venue', false],
    ['/event/12/venue', false],
  ])('%s: %s', (pathname, expected) => {
    expect(isVenuePath(pathname)).toBe(expected);
  });

  it('reads the event code of a venue path', () => {
    expect(venueCodeOf('/e/Ab12Cd/venue/rooms/4')).toBe('Ab12Cd');
    expect(venueCodeOf('/e/Ab12Cd')).toBeNull();
  });
});
