import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { analyticsTestApp, analyticsGet } from '../../test/analytics-seed';
import { readCsv, readXlsx } from '../../http/table-export/table-export-test-support';

/** The screens' figures as CSV and XLSX files (docs/rules/analytics.md#exports), read back as a spreadsheet would. */
describe('analytics exports', () => {
  const fixture = analyticsTestApp();

  const download = async (path: string, lang: 'en' | 'de' = 'en') => {
    const res = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/${path}`, lang);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it("writes the dashboard's figures as CSV with English and German headers and numbers", async () => {
    const english = await download('dashboard/csv');
    expect(english.headers['content-disposition']).toContain('summit-analytics-dashboard.csv');
    expect(readCsv(english.rawPayload, 'en')).toEqual([
      [
        'Unique attendees',
        'Peak concurrent',
        'Peak reached (UTC +02:00)',
        'Watch minutes',
        'Average minutes per attendee',
        'Engagement rate',
        'Event score',
        'Invited',
        'Activated',
        'Attended',
        'Engaged',
      ],
      ['2', '2', '2026-12-03 12:00', '3', '2.5', '50%', '1.9', '4', '3', '2', '1'],
    ]);
    const german = readCsv((await download('dashboard/csv', 'de')).rawPayload, 'de');
    expect(german[0]).toEqual([
      'Eindeutige Teilnehmende',
      'Höchste gleichzeitige Anzahl',
      'Höchststand erreicht (UTC +02:00)',
      'Zuschauminuten',
      'Durchschnittliche Minuten pro Person',
      'Engagement-Rate',
      'Event-Score',
      'Eingeladen',
      'Aktiviert',
      'Teilgenommen',
      'Engagiert',
    ]);
    expect(german[1]).toEqual(['2', '2', '03.12.2026 12:00', '3', '2,5', '50%', '1,9', '4', '3', '2', '1']);
  });

  it("writes the General screen's days for the day asked as XLSX", async () => {
    const whole = await readXlsx((await download('general/xlsx')).rawPayload);
    expect(whole).toEqual([
      ['Day', 'Attendees', 'Present minutes'],
      [new Date('2026-12-03T00:00:00Z'), 2, 4],
      [new Date('2026-12-04T00:00:00Z'), 1, 1],
    ]);
    const secondDay = await readXlsx((await download('general/xlsx?day=2026-12-04', 'de')).rawPayload);
    expect(secondDay).toEqual([
      ['Tag', 'Teilnehmende', 'Anwesenheitsminuten'],
      [new Date('2026-12-04T00:00:00Z'), 1, 1],
    ]);
  });

  it("answers another company's event as a missing one and refuses a day outside the event", async () => {
    const stranger = await signedInUser(fixture.t);
    expect((await analyticsGet(fixture.t, stranger.token, `/analyticsExport/${fixture.seeded.eventId}/general/csv`)).statusCode).toBe(404);
    const outside = await analyticsGet(fixture.t, fixture.seeded.organiser.token, `/analyticsExport/${fixture.seeded.eventId}/general/csv?day=2026-12-09`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ error: { fields: { day: 'validation.analytics_day_outside' } } });
  });
});
