import { describe, expect, it } from 'vitest';
import { pdfPageCounts, pdfTextLines } from './pdf-test-support';
import { renderSummaryPdf, type SummaryInput } from './summary-pdf';

/** Three days of minutes; the most attendees, 1,234, at 10:15 in the event's zone (UTC +02:00) on the first day. */
const counts = Array.from({ length: 3 * 1440 }, (_minute, index) => (index === 75 ? 1234 : index % 600));

const input = (lang: SummaryInput['lang'], overrides: Partial<SummaryInput> = {}): SummaryInput => ({
  lang,
  eventName: 'Größte Jahrestagung – Frühjahr 2027',
  start: new Date('2027-05-04T07:00:00Z'),
  end: new Date('2027-05-06T15:00:00Z'),
  timezoneOffset: 120,
  figures: [
    { label: lang === 'de' ? 'Eindeutige Teilnehmende' : 'Unique attendees', definition: lang === 'de' ? 'Mit mindestens einer anwesenden Minute.' : 'With at least one present minute.', value: 1834, kind: 'integer' },
    { label: lang === 'de' ? 'Beteiligungsquote' : 'Engagement rate', definition: 'engaged / attended', value: 0.425, kind: 'percent' },
    { label: lang === 'de' ? 'Durchschnittliche Minuten' : 'Average minutes', definition: 'present minutes / unique attendees', value: 1234.5, kind: 'minutes', fractionDigits: 1 },
    { label: 'Score', definition: 'average', value: null, kind: 'decimal' },
  ],
  concurrent: { from: new Date('2027-05-04T07:00:00Z'), counts },
  funnel: [
    { label: lang === 'de' ? 'Eingeladen' : 'Invited', count: 2000 },
    { label: lang === 'de' ? 'Teilgenommen' : 'Attended', count: 1834 },
    { label: lang === 'de' ? 'Beteiligt' : 'Engaged', count: 850 },
  ],
  createdAt: new Date('2027-05-07T08:00:00Z'),
  ...overrides,
});

describe('summary PDF', () => {
  it('is a valid PDF of one page', async () => {
    const pdf = await renderSummaryPdf(input('en'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
    expect(pdfPageCounts(pdf)).toEqual({ tree: [1], pageObjects: 1 });
  });

  it('shows the event, the figures with their definitions, the peak and the funnel in English', async () => {
    const lines = pdfTextLines(await renderSummaryPdf(input('en')));
    expect(lines).toEqual(expect.arrayContaining([
      'Event summary',
      'Größte Jahrestagung – Frühjahr 2027',
      'Key figures',
      '1,834',
      'Unique attendees',
      'With at least one present minute.',
      '42.5%',
      '1,234.5 min',
      '–',
      'Attendees present per minute',
      'Peak: 1,234 attendees on 4 May 2027 at 10:15',
      '4 May 2027 at 09:00 – 6 May 2027 at 17:00 (UTC +02:00)',
      'From invitation to engagement',
      '1,834   91.7% of the first step',
      'Created on 7 May 2027 with Aula. Times in the event\'s time zone.',
    ]));
  });

  it('writes German words, umlauts and numbers in German', async () => {
    const lines = pdfTextLines(await renderSummaryPdf(input('de')));
    expect(lines).toEqual(expect.arrayContaining([
      'Zusammenfassung des Events',
      'Größte Jahrestagung – Frühjahr 2027',
      'Kennzahlen',
      '1.834',
      'Eindeutige Teilnehmende',
      'Mit mindestens einer anwesenden Minute.',
      '42,5\u00a0%',
      '1.234,5 Min.',
      'Anwesende pro Minute',
      'Höchststand: 1.234 Anwesende am 4. Mai 2027 um 10:15',
      '4. Mai 2027 um 09:00 – 6. Mai 2027 um 17:00 (UTC +02:00)',
      'Von der Einladung bis zur Beteiligung',
      '1.834   91,7\u00a0% der ersten Stufe',
      'Erstellt am 7. Mai 2027 mit Aula. Zeiten in der Zeitzone des Events.',
    ]));
  });

  it('says so when nobody was present, and draws characters Helvetica lacks as their base letter or a question mark', async () => {
    const lines = pdfTextLines(await renderSummaryPdf(input('en', { eventName: 'Łódź Summit 東京', concurrent: { from: new Date(), counts: [0, 0] } })));
    expect(lines).toEqual(expect.arrayContaining(['Lódz Summit ??', 'Nobody was present in the venue.']));
  });

  it('refuses more figures than fit on the page', () => {
    const figures = Array.from({ length: 7 }, () => input('en').figures[0]!);
    expect(() => renderSummaryPdf(input('en', { figures }))).toThrow('at most 6 figures');
  });
});
