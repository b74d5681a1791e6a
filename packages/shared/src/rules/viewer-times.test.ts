import { describe, expect, it } from 'vitest';
import { fixedOffset, type OffsetAt } from './public-times';
import { sessionTimesForViewer } from './viewer-times';

/** New York's offset at each instant (daylight saving included), as a browser set to America/New_York reports it. */
const newYork: OffsetAt = (instantMs) => {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
    .formatToParts(instantMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

const berlinWinter = fixedOffset(60);
// 14:00 – 15:00 in Berlin on 3 Dec 2026.
const session = { startMs: Date.UTC(2026, 11, 3, 13), endMs: Date.UTC(2026, 11, 3, 14) };

describe("a session's times for the attendee (docs/rules/dates-and-times.md#zones)", () => {
  it("shows the event's times with its zone, and the attendee's own where their clock differs", () => {
    expect(sessionTimesForViewer(session, '2026-12-03', { event: berlinWinter, viewer: newYork }, 'en')).toEqual({
      event: '14:00 – 15:00 UTC +01:00',
      viewer: '08:00 – 09:00 UTC -05:00',
    });
  });

  it("shows one time when the attendee's clock reads as the event's", () => {
    expect(sessionTimesForViewer(session, '2026-12-03', { event: berlinWinter, viewer: fixedOffset(60) }, 'de')).toEqual({
      event: '14:00 – 15:00 UTC +01:00',
      viewer: null,
    });
  });

  it("names the attendee's day where it is not the day the session is listed under", () => {
    const early = { startMs: Date.UTC(2026, 11, 3, 0, 30), endMs: Date.UTC(2026, 11, 3, 1, 30) };
    const { viewer } = sessionTimesForViewer(early, '2026-12-03', { event: berlinWinter, viewer: newYork }, 'de');
    expect(viewer).toMatch(/^Mi\., 2\. Dez\.?, 19:30 – 20:30 UTC -05:00$/);
  });
});
