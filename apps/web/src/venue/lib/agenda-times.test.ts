import { describe, expect, it } from 'vitest';
import { countdownParts, eventZone, sessionsByDay, sessionsNext, sessionsOn } from './agenda-times';

const at = (hour: number) => Date.UTC(2027, 2, 12, hour);
const session = (id: number, start: number, end: number) => ({ id, startMs: at(start), endMs: at(end) });

describe('the agenda\'s times', () => {
  const sessions = [session(1, 9, 10), session(2, 9.5, 11), session(3, 11, 12), session(4, 11, 13), session(5, 14, 15)];

  it('find what is on now, earliest first, with the end excluded', () => {
    expect(sessionsOn(sessions, at(9.75)).map((s) => s.id)).toEqual([1, 2]);
    expect(sessionsOn(sessions, at(10)).map((s) => s.id)).toEqual([2]);
    expect(sessionsOn(sessions, at(13.5))).toEqual([]);
  });

  it('find what comes next: every session of the next start time', () => {
    expect(sessionsNext(sessions, at(10)).map((s) => s.id)).toEqual([3, 4]);
    expect(sessionsNext(sessions, at(10), 1).map((s) => s.id)).toEqual([3]);
    expect(sessionsNext(sessions, at(15))).toEqual([]);
  });

  it('group by day in the event\'s zone', () => {
    const late = [session(6, 23.5, 24.5), session(7, 22, 23)];
    expect(sessionsByDay(late, eventZone({ timezoneOffset: 0 })).map(([day, list]) => [day, list.map((s) => s.id)])).toEqual([['2027-03-12', [7, 6]]]);
    expect(sessionsByDay(late, eventZone({ timezoneOffset: 60 })).map(([day, list]) => [day, list.map((s) => s.id)])).toEqual([
      ['2027-03-12', [7]],
      ['2027-03-13', [6]],
    ]);
  });

  it('count down in days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(at(12) + 26 * 3_600_000 + 61_000, at(12))).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 1 });
    expect(countdownParts(at(12), at(13))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
