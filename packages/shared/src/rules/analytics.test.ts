import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from '../constants';
import {
  busiestHour,
  dropOff,
  averageMinutesPerAttendee,
  DEFAULT_ENGAGEMENT_WEIGHTS,
  engagementRate,
  engagementScore,
  engagementWeightProblem,
  averageEngagementScore,
  eventEngagementScore,
  funnelStage,
  isEngaged,
  isPresentMinute,
  isWatchedMinute,
  peakConcurrent,
  retentionDaysProblem,
  uniqueAttendees,
  watchHours,
  watchMinutes,
  type EngagementCounts,
} from './analytics';

const none: EngagementCounts = { presentMinutes: 0, watchedMinutes: 0, chatMessages: 0, wallPosts: 0, likes: 0, questions: 0, questionVotes: 0, pollVotes: 0 };

describe('minutes', () => {
  it.each([
    [0, false],
    [1, true],
    [60, true],
  ])('%i s in the venue is a present minute: %s', (seconds, present) => {
    expect(isPresentMinute(seconds)).toBe(present);
  });

  it.each([
    [0, false],
    [29, false],
    [30, true],
    [60, true],
  ])('%i s of the stream playing is a watched minute: %s', (seconds, watched) => {
    expect(isWatchedMinute(seconds)).toBe(watched);
  });

  it('counts each attendee with a present minute once, and nobody without one', () => {
    expect(
      uniqueAttendees([
        { accountId: 1, presentSeconds: 60 },
        { accountId: 1, presentSeconds: 12 },
        { accountId: 2, presentSeconds: 0 },
        { accountId: 3, presentSeconds: 1 },
      ]),
    ).toBe(2);
    expect(uniqueAttendees([])).toBe(0);
  });

  it('counts watched minutes and shows them as hours to one decimal', () => {
    expect(watchMinutes([{ playingSeconds: 30 }, { playingSeconds: 29 }, { playingSeconds: 60 }])).toBe(2);
    expect(watchHours(90)).toBe(1.5);
    expect(watchHours(100)).toBe(1.7);
    expect(watchHours(0)).toBe(0);
  });
});

describe('peak concurrent', () => {
  it.each([
    { series: [], peak: { attendees: 0, minute: null } },
    { series: [{ minute: '2026-05-01T09:00:00Z', attendees: 0 }], peak: { attendees: 0, minute: null } },
    {
      series: [
        { minute: '2026-05-01T09:02:00Z', attendees: 7 },
        { minute: '2026-05-01T09:00:00Z', attendees: 3 },
        { minute: '2026-05-01T09:01:00Z', attendees: 7 },
      ],
      peak: { attendees: 7, minute: '2026-05-01T09:01:00Z' },
    },
  ])('is the highest count and the first minute it was reached: $peak.attendees', ({ series, peak }) => {
    expect(peakConcurrent(series)).toEqual(peak);
  });
});

describe('averages and rates', () => {
  it.each([
    [120, 4, 30],
    [10, 3, 3.3],
    [0, 0, null],
  ])('%i present minutes over %i attendees is %s on average', (minutes, attendees, average) => {
    expect(averageMinutesPerAttendee(minutes, attendees)).toBe(average);
  });

  it.each([
    [3, 4, 0.75],
    [0, 4, 0],
    [0, 0, null],
  ])('%i engaged of %i attended is a rate of %s, never NaN', (engaged, attended, rate) => {
    expect(engagementRate(engaged, attended)).toBe(rate);
  });
});

describe('engagement', () => {
  it.each([
    [{ ...none }, false],
    [{ ...none, presentMinutes: 30, likes: 5, watchedMinutes: 30 }, false],
    [{ ...none, presentMinutes: 1, chatMessages: 1 }, true],
    [{ ...none, presentMinutes: 1, pollVotes: 1 }, true],
    [{ ...none, presentMinutes: 1, questionVotes: 1 }, true],
    [{ ...none, chatMessages: 3 }, false],
  ])('counts as engaged only after attending and writing or voting: %o is %s', (counts, engaged) => {
    expect(isEngaged(counts)).toBe(engaged);
  });

  it('scores each action times its weight, to one decimal', () => {
    const counts = { ...none, presentMinutes: 45, watchedMinutes: 30, chatMessages: 2, wallPosts: 1, likes: 4, questions: 1, questionVotes: 3, pollVotes: 2 };
    // 4.5 + 3 + 4 + 3 + 4 + 3 + 3 + 4
    expect(engagementScore(counts)).toBe(28.5);
    expect(engagementScore({ ...none, presentMinutes: 3 })).toBe(0.3);
    expect(engagementScore(counts, { ...DEFAULT_ENGAGEMENT_WEIGHTS, likes: 0, presentMinutes: 0 })).toBe(20);
  });

  it("averages the event's score over attended attendees; none without any", () => {
    expect(eventEngagementScore([10, 20, 0.5])).toBe(10.2);
    expect(eventEngagementScore([])).toBeNull();
    expect(averageEngagementScore(30.5, 3)).toBe(10.2);
    expect(averageEngagementScore(0, 0)).toBeNull();
  });

  it.each([
    [0, null],
    [0.1, null],
    [2.5, null],
    [100, null],
    [0.3, null],
    [-1, 'engagement_weight_range'],
    [100.1, 'engagement_weight_range'],
    [Number.NaN, 'engagement_weight_range'],
    [0.25, 'engagement_weight_decimals'],
  ])('a weight of %s has the problem %s', (weight, problem) => {
    expect(engagementWeightProblem(weight)).toBe(problem);
  });

  it('has valid defaults', () => {
    for (const weight of Object.values(DEFAULT_ENGAGEMENT_WEIGHTS)) expect(engagementWeightProblem(weight)).toBeNull();
  });
});

describe('analytics retention', () => {
  it.each([
    [1, null],
    [90, null],
    [730, null],
    [0, 'analytics_retention_range'],
    [731, 'analytics_retention_range'],
    [1.5, 'analytics_retention_range'],
    [Number.NaN, 'analytics_retention_range'],
  ])('%s days have the problem %s', (days, problem) => {
    expect(retentionDaysProblem(days)).toBe(problem);
  });

  it('has a valid default', () => {
    expect(retentionDaysProblem(DEFAULT_ANALYTICS_RETENTION_DAYS)).toBeNull();
  });
});

describe('funnel stage', () => {
  it.each([
    [{ invited: false, activated: false, counts: none }, 'not_invited'],
    [{ invited: true, activated: false, counts: none }, 'invited'],
    [{ invited: true, activated: true, counts: none }, 'activated'],
    [{ invited: false, activated: true, counts: { ...none, presentMinutes: 2 } }, 'attended'],
    [{ invited: true, activated: true, counts: { ...none, presentMinutes: 2, questions: 1 } }, 'engaged'],
  ])('%o is at %s', (account, stage) => {
    expect(funnelStage(account)).toBe(stage);
  });
});

describe('drop-off', () => {
  it("is the share of the peak's viewers gone by the last minute, and none without viewers", () => {
    expect(dropOff(40, 10)).toBe(0.75);
    expect(dropOff(40, 40)).toBe(0);
    expect(dropOff(0, 0)).toBeNull();
  });
});

describe('busiest hour', () => {
  it('is the hour with the most visitors, the earlier of two alike, and none without visitors', () => {
    expect(busiestHour([{ hour: 9, visitors: 3 }, { hour: 14, visitors: 5 }, { hour: 16, visitors: 5 }])).toEqual({ hour: 14, visitors: 5 });
    expect(busiestHour([])).toBeNull();
  });
});
