import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('server messages with a count', () => {
  it.each([
    ['en', 1, '1 session was moved with the new dates.'],
    ['en', 3, '3 sessions were moved with the new dates.'],
    ['en', 0, '0 sessions were moved with the new dates.'],
    ['de', 1, '1 Session wurde mit den neuen Daten verschoben.'],
    ['de', 2, '2 Sessions wurden mit den neuen Daten verschoben.'],
  ] as const)('%s, %i moved sessions', (lang, count, text) => {
    expect(translate(lang, 'sessions_moved_body', { count })).toBe(text);
  });

  it('picks the singular for one deleted session and one breach', () => {
    expect(translate('en', 'sessions_deleted_body', { count: 1 })).toBe('1 session was deleted.');
    expect(translate('de', 'sessions_deleted_body', { count: 4 })).toBe('4 Sessions wurden gelöscht.');
    expect(translate('en', 'password_breached', { count: 1 })).toBe('This password has been hacked 1 time. Use stronger password.');
    expect(translate('en', 'password_breached', { count: 12 })).toBe('This password has been hacked 12 times. Use stronger password.');
  });

  it('keeps plain keys as they are', () => {
    expect(translate('de', 'token_invalid')).toBe('Dieser Link ist ungültig oder abgelaufen.');
  });
});
