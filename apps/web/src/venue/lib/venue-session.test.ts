import { describe, expect, it } from 'vitest';
import { chooseLanguage, chosenLanguage, clearVenueSession, readVenueSession, rememberSessionLanguage, storeVenueSession } from './venue-session';

const token = (code: string) => ({ token_type: 'Bearer' as const, access_token: `token-${code}`, expires_in: 60, lang: 'en' as const, code });

describe('venue sessions in this browser', () => {
  it('are kept per event code, apart from each other and from the console\'s token', () => {
    localStorage.setItem('aula.auth', JSON.stringify({ token_type: 'Bearer', access_token: 'organiser' }));
    storeVenueSession('AbC123', token('AbC123'), 1_000);
    expect(readVenueSession('abc123', 2_000)).toEqual({ accessToken: 'token-AbC123', expiresAt: 61_000, lang: 'en' });
    expect(readVenueSession('XYZ999', 2_000)).toBeNull();
    clearVenueSession('ABC123');
    expect(readVenueSession('AbC123', 2_000)).toBeNull();
    expect(localStorage.getItem('aula.auth')).not.toBeNull();
  });

  it('end when their time is up, and ignore what is not a session', () => {
    storeVenueSession('OLD111', token('OLD111'), 1_000);
    expect(readVenueSession('OLD111', 61_001)).toBeNull();
    localStorage.setItem('aula.venue.bad111.session', '{not json');
    expect(readVenueSession('BAD111')).toBeNull();
  });

  it('remember the attendee\'s language, and the choice made before signing in', () => {
    storeVenueSession('LANG11', token('LANG11'));
    rememberSessionLanguage('LANG11', 'de');
    expect(readVenueSession('LANG11')?.lang).toBe('de');
    expect(chosenLanguage('LANG11')).toBeNull();
    chooseLanguage('LANG11', 'de');
    expect(chosenLanguage('lang11')).toBe('de');
  });
});
