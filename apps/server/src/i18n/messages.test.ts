import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('server messages', () => {
  it('says minutes in the singular and the plural, in English and German', () => {
    expect(translate('en', 'rate_limited', { minutes: 1 })).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(translate('en', 'rate_limited', { minutes: 2 })).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(translate('de', 'rate_limited', { minutes: 1 })).toBe(
      'Zu viele Versuche. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
    );
    expect(translate('de', 'rate_limited', { minutes: 2 })).toBe(
      'Zu viele Versuche. Bitte warten Sie 2 Minuten und versuchen Sie es erneut.',
    );
  });

  it('counts sessions and breaches in both languages', () => {
    expect(translate('en', 'sessions_moved_body', { count: 1 })).toBe('1 session was moved with the new dates.');
    expect(translate('de', 'sessions_deleted_body', { count: 3 })).toBe('3 Sessions wurden gelöscht.');
    expect(translate('en', 'password_breached', { count: 1 })).toBe('This password has been hacked 1 time. Use stronger password.');
    expect(translate('en', 'password_breached', { count: 1200 })).toBe(
      'This password has been hacked 1200 times. Use stronger password.',
    );
  });

  it('fills placeholders of messages without plurals and leaves a missing one visible', () => {
    expect(translate('de', 'session_overlaps', { title: 'Keynote' })).toBe('Diese Session überschneidet sich mit „Keynote“ im selben Raum.');
    expect(translate('en', 'import_too_large')).toBe('The file is larger than {megabytes} MB.');
    expect(translate('en', 'file_usage_room', { label: 'A & <B>', event: 'Expo' })).toBe('room "A & <B>" of Expo');
  });
});
