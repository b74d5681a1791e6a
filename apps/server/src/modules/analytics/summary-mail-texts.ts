import { PRODUCT_NAME, type Language } from '@aula/shared';
import type { MailContent } from '../../adapters/mail/compose';
import type { SummaryInput } from '../../summary-pdf/summary-pdf';
import { formatEventRange, formatFigure } from '../../summary-pdf/texts';

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/** The summary mail's words (docs/rules/analytics.md#summary-mail); the figures' labels come with the figures. */
const TEXTS: Record<Language, { subject: string; greeting: string; intro: string; noAttendees: string; attached: string; action: string; closing: string }> = {
  en: {
    subject: 'The figures of {eventName}',
    greeting: 'Hello {firstName},',
    intro: '{eventName} ({dates}) has ended. Here are its key figures:',
    noAttendees: 'No attendees came to the venue.',
    attached: 'The one-page summary is attached as a PDF. The dashboard has every figure, by day, room and session.',
    action: 'Open the analytics',
    closing: `Your ${PRODUCT_NAME} team`,
  },
  de: {
    subject: 'Die Kennzahlen von {eventName}',
    greeting: 'Hallo {firstName},',
    intro: '{eventName} ({dates}) ist zu Ende. Hier sind die wichtigsten Kennzahlen:',
    noAttendees: 'Niemand war am Veranstaltungsort.',
    attached: 'Die einseitige Zusammenfassung finden Sie als PDF im Anhang. Im Dashboard sehen Sie alle Zahlen nach Tag, Raum und Session.',
    action: 'Analysen öffnen',
    closing: `Ihr ${PRODUCT_NAME}-Team`,
  },
};

/**
 * The mail's words for one organiser: the key figures as lines of text, or, before anyone came, a
 * sentence that says so (the PDF is attached either way).
 */
export function summaryMailContent(summary: SummaryInput, firstName: string, dashboardUrl: string, noAttendees: boolean): MailContent {
  const texts = TEXTS[summary.lang];
  const params = { eventName: summary.eventName, firstName, dates: formatEventRange(summary.start, summary.end, summary.timezoneOffset, summary.lang) };
  const figures = summary.figures.map(({ label, value, kind, fractionDigits }) => `${label}: ${value === null ? '–' : formatFigure(value, kind, summary.lang, fractionDigits)}`);
  return {
    subject: fill(texts.subject, params),
    greeting: fill(texts.greeting, params),
    paragraphs: [fill(texts.intro, params), ...(noAttendees ? [texts.noAttendees] : figures), texts.attached],
    action: { label: texts.action, url: dashboardUrl },
    closing: texts.closing,
  };
}
