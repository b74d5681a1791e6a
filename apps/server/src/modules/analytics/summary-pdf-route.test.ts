import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { pdfPageCounts, pdfTextLines } from '../../summary-pdf/pdf-test-support';

/** The dashboard as a one-page PDF (docs/rules/analytics.md#exports), in the caller's language. */
describe('the analytics summary PDF', () => {
  const fixture = analyticsTestApp();

  const summary = async (query: string, lang: 'en' | 'de') => {
    const res = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsSummary/${fixture.seeded.eventId}${query}`, lang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('summit-analytics-summary.pdf');
    return res.rawPayload;
  };

  it('is one page with the event, the key figures, their definitions, the peak and the funnel in English', async () => {
    const pdf = await summary('', 'en');
    expect(pdfPageCounts(pdf)).toEqual({ tree: [1], pageObjects: 1 });
    const lines = pdfTextLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Summit Analytics',
        'Unique attendees',
        'Average minutes per attendee',
        '2.5',
        '50%',
        '1.9',
        'Peak: 2 attendees on 3 December 2026 at 12:00',
        '2   50% of the first step',
        'Invited',
        'Engaged',
      ]),
    );
    // A definition wraps over lines in small print.
    expect(lines.join('')).toContain('The attendees who were in the venue for at least one second in the period shown.');
  });

  it('is in German for a German console, for one day', async () => {
    const lines = pdfTextLines(await summary('?day=2026-12-04', 'de'));
    // German writes a no-break space before the percent sign.
    expect(lines).toEqual(expect.arrayContaining(['Eindeutige Teilnehmende', 'Engagement-Rate', '0\u00a0%', 'Teilgenommen', 'Höchststand: 1 Anwesende am 4. Dezember 2026 um 01:30']));
    expect(lines.join('')).toContain('Die Teilnehmenden, die im gezeigten Zeitraum mindestens eine Sekunde am Veranstaltungsort waren.');
  });

  it("answers another company's event as a missing one", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsSummary/${fixture.seeded.eventId}`)).statusCode).toBe(404);
  });
});
