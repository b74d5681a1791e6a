import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './license';

const now = new Date('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 3600 * 1000;
const MINUTE = 60 * 1000;

describe('trialDaysLeft', () => {
  it.each([
    ['exactly 14 days ahead', later(14 * DAY), 14],
    ['14 days and a minute ahead', later(14 * DAY + MINUTE), 15],
    ['a minute short of 14 days', later(14 * DAY - MINUTE), 14],
    ['exactly one day ahead', later(DAY), 1],
    ['a minute ahead', later(MINUTE), 1],
    ['ending now', now, 0],
    ['ended a minute ago', later(-MINUTE), 0],
    ['ended days ago', later(-3 * DAY), 0],
    ['without an end', null, 0],
  ])('%s', (_name, endsAt, days) => {
    expect(trialDaysLeft(endsAt, now)).toBe(days);
  });
});
