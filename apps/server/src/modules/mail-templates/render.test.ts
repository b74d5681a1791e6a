import { describe, expect, it } from 'vitest';
import { formatEventMoment, placeholderValues, prepareTemplateMail, wordsFor } from './render';

const event = { name: 'Tech & Talk <2026>', location: 'Köln', startDate: '2026-11-24', startTime: '15:00', endDate: '2026-11-25', endTime: '17:30', timezoneOffset: 60 };
const recipient = { firstName: 'Jürgen', lastName: '<O\'Neil>', email: 'j@example.com', company: '' };
const links = { venueLink: 'http://localhost:3000/e/ABC123/venue', signInLink: 'http://localhost:3000/e/ABC123/venue/invitation/tok' };

describe('template mails', () => {
  it('takes the German words for a German reader when they exist, English otherwise', () => {
    const words = { subjectEn: 'Hi', subjectDe: 'Hallo', bodyEn: '<p>en</p>', bodyDe: '<p>de</p>' };
    expect(wordsFor(words, 'de')).toEqual({ subject: 'Hallo', body: '<p>de</p>' });
    expect(wordsFor(words, 'en')).toEqual({ subject: 'Hi', body: '<p>en</p>' });
    expect(wordsFor({ ...words, bodyDe: '' }, 'de')).toEqual({ subject: 'Hi', body: '<p>en</p>' });
  });

  it('formats the event start in the reader language and the event zone', () => {
    expect(formatEventMoment('2026-11-24', '15:00', 60, 'en')).toBe('Tuesday, 24 November 2026 at 15:00 (UTC +01:00)');
    expect(formatEventMoment('2026-11-24', '15:00', 60, 'de')).toBe('Dienstag, 24. November 2026 um 15:00 (UTC +01:00)');
  });

  it('fills placeholders per recipient: escaped in the HTML, as written in the subject and text', () => {
    const fill = prepareTemplateMail({ subject: 'Welcome {{firstName}} to {{eventName}}', body: '<p>Hello {{firstName}} {{lastName}}, <a href="{{signInLink}}">sign in</a></p>' }, 'en');
    const mail = fill(placeholderValues(event, recipient, links, 'en'));
    expect(mail.subject).toBe('Welcome Jürgen to Tech & Talk <2026>');
    expect(mail.html).toContain('Hello Jürgen &lt;O&#39;Neil&gt;');
    expect(mail.html).toContain(`href="${links.signInLink}"`);
    expect(mail.html).not.toContain('{{');
    expect(mail.text).toContain("Hello Jürgen <O'Neil>, sign in [http://localhost:3000/e/ABC123/venue/invitation/tok]");
  });
});
