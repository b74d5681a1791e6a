import { describe, expect, it } from 'vitest';
import {
  eventZoneLabel,
  overlappingSessions,
  overlapsByRoom,
  sessionInZone,
  sessionInstants,
  sessionsOverlap,
  validateSessionTimes,
  type AgendaEvent,
  type TimedSession,
} from './agenda';

const event: AgendaEvent = { startDate: '2027-03-27', startTime: '09:00', endDate: '2027-03-29', endTime: '17:00', timezoneOffset: 60 };
const session = (day: string, startTime: string, endTime: string, roomId: number | null = 1, id = 1, title = `S${id}`): TimedSession => ({
  id,
  title,
  day,
  startTime,
  endTime,
  roomId,
});

describe('validateSessionTimes', () => {
  it.each([
    ['inside the first day', session('2027-03-27', '09:00', '10:00'), {}],
    ['a middle day at night', session('2027-03-28', '00:00', '23:59'), {}],
    ['up to the end on the last day', session('2027-03-29', '16:00', '17:00'), {}],
    ['a day before the event', session('2027-03-26', '10:00', '11:00'), { day: 'validation.session_outside_event' }],
    ['a day after the event', session('2027-03-30', '10:00', '11:00'), { day: 'validation.session_outside_event' }],
    ['before the start time on the first day', session('2027-03-27', '08:30', '09:30'), { startTime: 'validation.session_outside_event' }],
    ['past the end time on the last day', session('2027-03-29', '16:30', '17:30'), { endTime: 'validation.session_outside_event' }],
    ['starting after the end on the last day', session('2027-03-29', '17:30', '18:00'), { startTime: 'validation.session_outside_event', endTime: 'validation.session_outside_event' }],
    ['ending when it starts', session('2027-03-28', '10:00', '10:00'), { endTime: 'validation.session_ends_before_start' }],
    ['ending before it starts', session('2027-03-28', '11:00', '10:00'), { endTime: 'validation.session_ends_before_start' }],
  ])('%s', (_name, s, expected) => {
    expect(validateSessionTimes(s, event)).toEqual(expected);
  });

  it.each([
    [-660, '2027-01-01', '2027-01-01T11:00:00.000Z'],
    [780, '2027-01-01', '2026-12-31T11:00:00.000Z'],
  ])('takes the event offset %i at the extremes', (offset, day, utcStart) => {
    const extreme = { startDate: day, startTime: '00:00', endDate: day, endTime: '23:59', timezoneOffset: offset };
    expect(validateSessionTimes(session(day, '00:00', '23:59'), extreme)).toEqual({});
    expect(new Date(sessionInstants(session(day, '00:00', '01:00'), offset).start).toISOString()).toBe(utcStart);
  });
});

describe('overlaps', () => {
  it.each([
    ['sharing time', ['10:00', '11:00'], ['10:30', '11:30'], true],
    ['one inside the other', ['10:00', '12:00'], ['10:30', '11:00'], true],
    ['touching ends', ['10:00', '11:00'], ['11:00', '12:00'], false],
    ['apart', ['10:00', '11:00'], ['13:00', '14:00'], false],
  ] as const)('%s', (_name, [s1, e1], [s2, e2], overlaps) => {
    expect(sessionsOverlap(session('2027-03-28', s1, e1), session('2027-03-28', s2, e2))).toBe(overlaps);
  });

  it('counts only the same room and day, and never the session itself', () => {
    const mine = session('2027-03-28', '10:00', '11:00', 1, 1);
    const others = [
      session('2027-03-28', '10:30', '11:30', 1, 1),
      session('2027-03-28', '10:30', '11:30', 1, 2, 'Keynote'),
      session('2027-03-28', '10:30', '11:30', 2, 3),
      session('2027-03-29', '10:30', '11:30', 1, 4),
      session('2027-03-28', '10:30', '11:30', null, 5),
    ];
    expect(overlappingSessions(mine, others).map((s) => s.title)).toEqual(['Keynote']);
    expect(overlappingSessions({ ...mine, roomId: null }, others)).toEqual([]);
  });

  it('finds every overlapping session of an agenda with its first partner', () => {
    const all = [
      session('2027-03-28', '09:00', '12:00', 1, 1),
      session('2027-03-28', '10:00', '10:30', 1, 2),
      session('2027-03-28', '11:00', '11:30', 1, 3),
      session('2027-03-28', '12:00', '13:00', 1, 4),
      session('2027-03-28', '10:00', '11:00', 2, 5),
    ];
    const found = overlapsByRoom(all);
    expect([...found.keys()].sort()).toEqual([1, 2, 3]);
    expect(found.get(2)!.id).toBe(1);
    expect(found.get(1)!.id).toBe(2);
  });
});

describe('times in a viewer zone', () => {
  // The event keeps UTC+01:00 all along; Berlin switches to summer time at 02:00 on 2027-03-28,
  // New York already did on 2027-03-14.
  const acrossDst = session('2027-03-28', '01:30', '03:30');
  it.each([
    ['Europe/Berlin', { date: '2027-03-28', time: '01:30' }, { date: '2027-03-28', time: '04:30' }],
    ['America/New_York', { date: '2027-03-27', time: '20:30' }, { date: '2027-03-27', time: '22:30' }],
    ['UTC', { date: '2027-03-28', time: '00:30' }, { date: '2027-03-28', time: '02:30' }],
    ['Asia/Kolkata', { date: '2027-03-28', time: '06:00' }, { date: '2027-03-28', time: '08:00' }],
  ])('a session across the DST change seen from %s', (zone, start, end) => {
    expect(sessionInZone(acrossDst, 60, zone)).toEqual({ start, end });
  });

  it('a session across New York’s DST change seen from New York and Berlin', () => {
    // 2027-03-14 06:30-07:30 UTC; New York moves from UTC-5 to UTC-4 at 07:00 UTC.
    const s = session('2027-03-14', '06:30', '07:30');
    expect(sessionInZone(s, 0, 'America/New_York')).toEqual({ start: { date: '2027-03-14', time: '01:30' }, end: { date: '2027-03-14', time: '03:30' } });
    expect(sessionInZone(s, 0, 'Europe/Berlin')).toEqual({ start: { date: '2027-03-14', time: '07:30' }, end: { date: '2027-03-14', time: '08:30' } });
  });

  it.each([
    [-660, '23:00', 'Europe/Berlin', { date: '2027-01-02', time: '11:00' }],
    [780, '00:30', 'Europe/Berlin', { date: '2026-12-31', time: '12:30' }],
    [-660, '23:00', 'America/New_York', { date: '2027-01-02', time: '05:00' }],
    [780, '00:30', 'America/New_York', { date: '2026-12-31', time: '06:30' }],
  ])('offset %i at %s seen from %s', (offset, time, zone, start) => {
    expect(sessionInZone(session('2027-01-01', time, '23:30'), offset, zone).start).toEqual(start);
  });

  it.each([
    [120, 'UTC+02:00'],
    [0, 'UTC+00:00'],
    [-660, 'UTC-11:00'],
    [780, 'UTC+13:00'],
    [330, 'UTC+05:30'],
  ])('labels offset %i as %s', (offset, label) => {
    expect(eventZoneLabel(offset)).toBe(label);
  });
});
