import type { AnalyticsDashboard, Language } from '@aula/shared';
import type { SummaryInput } from '../../summary-pdf/summary-pdf';
import type { MinutePoint } from './read-repository';

type FigureKey = 'uniqueAttendees' | 'peakConcurrent' | 'watchMinutes' | 'averageMinutes' | 'engagementRate' | 'eventScore';
type FunnelKey = keyof AnalyticsDashboard['funnel'];

/** The dashboard's labels and definitions (docs/rules/analytics.md#definitions) in the words the console shows beside them. */
const FIGURE_TEXTS: Record<Language, Record<FigureKey, { label: string; definition: string }> & { funnel: Record<FunnelKey, string> }> = {
  en: {
    uniqueAttendees: { label: 'Unique attendees', definition: 'The attendees who were in the venue for at least one second in the period shown.' },
    peakConcurrent: { label: 'Peak concurrent', definition: 'The highest number of attendees in the venue in one minute, and the first minute it was reached.' },
    watchMinutes: {
      label: 'Watch minutes',
      definition: "The minutes in which a room's stream played for an attendee for at least 30 seconds, visible or not, added up over all attendees.",
    },
    averageMinutes: { label: 'Average minutes per attendee', definition: 'The minutes attendees were present in the venue, divided by the unique attendees.' },
    engagementRate: { label: 'Engagement rate', definition: 'The engaged attendees divided by the attendees who attended.' },
    eventScore: {
      label: 'Event score',
      definition: "The average engagement score of the attendees who attended. An attendee's score adds up each action times its weight.",
    },
    funnel: { invited: 'Invited', activated: 'Activated', attended: 'Attended', engaged: 'Engaged' },
  },
  de: {
    uniqueAttendees: { label: 'Eindeutige Teilnehmende', definition: 'Die Teilnehmenden, die im gezeigten Zeitraum mindestens eine Sekunde am Veranstaltungsort waren.' },
    peakConcurrent: {
      label: 'Höchste gleichzeitige Anzahl',
      definition: 'Die höchste Zahl von Teilnehmenden, die in einer Minute gleichzeitig am Veranstaltungsort waren, und die erste Minute, in der sie erreicht wurde.',
    },
    watchMinutes: {
      label: 'Zuschauminuten',
      definition: 'Die Minuten, in denen der Stream eines Raums für eine Person mindestens 30 Sekunden lief, sichtbar oder nicht, summiert über alle Teilnehmenden.',
    },
    averageMinutes: { label: 'Durchschnittliche Minuten pro Person', definition: 'Die Anwesenheitsminuten am Veranstaltungsort, geteilt durch die eindeutigen Teilnehmenden.' },
    engagementRate: { label: 'Engagement-Rate', definition: 'Die engagierten Teilnehmenden, geteilt durch alle, die teilgenommen haben.' },
    eventScore: {
      label: 'Event-Score',
      definition: 'Der durchschnittliche Engagement-Score aller, die teilgenommen haben. Der Score einer Person ist die Summe aller Aktionen, jeweils mal ihrem Gewicht.',
    },
    funnel: { invited: 'Eingeladen', activated: 'Aktiviert', attended: 'Teilgenommen', engaged: 'Engagiert' },
  },
};

/** Attendees present in each minute from the first minute with anyone to the last, minutes without anyone as zero. */
export function minuteCounts(minutes: readonly MinutePoint[]): { from: Date; counts: number[] } {
  if (minutes.length === 0) return { from: new Date(0), counts: [] };
  const from = Date.parse(minutes[0]!.minute);
  const counts = new Array<number>(Math.round((Date.parse(minutes[minutes.length - 1]!.minute) - from) / 60_000) + 1).fill(0);
  for (const point of minutes) counts[Math.round((Date.parse(point.minute) - from) / 60_000)] = point.attendees;
  return { from: new Date(from), counts };
}

/** The PDF summary of a dashboard (docs/rules/analytics.md#exports), in the caller's language. */
export function summaryInput(
  lang: Language,
  event: { name: string; startAt: Date; endAt: Date },
  dashboard: AnalyticsDashboard,
  concurrent: SummaryInput['concurrent'],
  createdAt: Date,
): SummaryInput {
  const texts = FIGURE_TEXTS[lang];
  const figure = (key: FigureKey, value: number | null, kind: SummaryInput['figures'][number]['kind']) => ({ ...texts[key], value, kind });
  return {
    lang,
    eventName: event.name,
    start: event.startAt,
    end: event.endAt,
    timezoneOffset: dashboard.period.timezoneOffset,
    figures: [
      figure('uniqueAttendees', dashboard.uniqueAttendees, 'integer'),
      figure('peakConcurrent', dashboard.peakConcurrent.attendees, 'integer'),
      figure('watchMinutes', dashboard.watchMinutes, 'integer'),
      figure('averageMinutes', dashboard.averageMinutes, 'decimal'),
      figure('engagementRate', dashboard.engagementRate, 'percent'),
      figure('eventScore', dashboard.eventScore, 'decimal'),
    ],
    concurrent,
    funnel: (['invited', 'activated', 'attended', 'engaged'] as const).map((step) => ({ label: texts.funnel[step], count: dashboard.funnel[step] })),
    createdAt,
  };
}
