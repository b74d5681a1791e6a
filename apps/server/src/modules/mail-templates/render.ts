import { fillPlaceholders, formatUtcOffset, type Language, type MailPlaceholderValues } from '@aula/shared';
import { escapeHtml, renderMailLayout } from '../../adapters/mail/layout';

/** A template's words in one language: its subject, and its body as sanitised rich text. */
export type TemplateWords = { subject: string; body: string };

/** A template's words in both languages, as stored. */
export type BilingualWords = { subjectEn: string; subjectDe: string; bodyEn: string; bodyDe: string };

export type RenderedMail = { subject: string; html: string; text: string };

/**
 * The words for a recipient's language (docs/rules/communications.md#e-mail-templates): German when they read German and the German
 * variant has a subject and a body, English otherwise.
 */
export function wordsFor(words: BilingualWords, lang: Language): TemplateWords {
  const german = { subject: words.subjectDe, body: words.bodyDe };
  const english = { subject: words.subjectEn, body: words.bodyEn };
  return lang === 'de' && german.subject.trim() && german.body.trim() ? german : english;
}

/**
 * Lays a template out once and returns what fills it for each recipient, so a send to thousands
 * runs MJML once per language. Values are HTML-escaped in the HTML and kept as they are in the
 * subject and the text part.
 */
export function prepareTemplateMail(words: TemplateWords, lang: Language): (values: MailPlaceholderValues) => RenderedMail {
  const { html, text } = renderMailLayout({ lang, subject: words.subject, bodyHtml: words.body });
  return (values) => ({
    subject: fillPlaceholders(words.subject, values).replace(/[\r\n]+/g, ' '),
    html: fillPlaceholders(html, values, escapeHtml),
    text: fillPlaceholders(text, values),
  });
}

/** An event as its placeholders show it: the start and end are wall times in its zone. */
export type PlaceholderEvent = {
  name: string;
  location: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezoneOffset: number;
};

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** `Tuesday, 24 November 2026, 15:00 (UTC +01:00)`, or in German, from the event's own wall date and time. */
export function formatEventMoment(date: string, time: string, timezoneOffset: number, lang: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const text = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(wall);
  return `${text} (${formatUtcOffset(timezoneOffset)})`;
}

export type PlaceholderRecipient = { firstName: string; lastName: string; email: string; company: string };

/** Every placeholder's value for one recipient of one event, in the recipient's language. */
export function placeholderValues(
  event: PlaceholderEvent,
  recipient: PlaceholderRecipient,
  links: { venueLink: string; signInLink: string },
  lang: Language,
): MailPlaceholderValues {
  return {
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    email: recipient.email,
    company: recipient.company,
    eventName: event.name,
    eventStart: formatEventMoment(event.startDate, event.startTime, event.timezoneOffset, lang),
    eventEnd: formatEventMoment(event.endDate, event.endTime, event.timezoneOffset, lang),
    eventLocation: event.location,
    venueLink: links.venueLink,
    signInLink: links.signInLink,
  };
}
