import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGAGEMENT_WEIGHTS } from '../rules/analytics';
import { analyticsDayQuerySchema, engagementWeightsSchema } from './analytics';
import { analyticsAccountsQuerySchema } from './analytics-lists';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('analytics schemas', () => {
  it('takes the weights the form sends and names each bad one with its rule', () => {
    expect(engagementWeightsSchema.safeParse(DEFAULT_ENGAGEMENT_WEIGHTS).success).toBe(true);
    const result = engagementWeightsSchema.safeParse({ ...DEFAULT_ENGAGEMENT_WEIGHTS, likes: 101, questions: 1.25, pollVotes: -1 });
    expect(errorsOf(result)).toEqual({
      likes: 'validation.engagement_weight_range',
      questions: 'validation.engagement_weight_decimals',
      pollVotes: 'validation.engagement_weight_range',
    });
    expect(errorsOf(engagementWeightsSchema.safeParse({ ...DEFAULT_ENGAGEMENT_WEIGHTS, extra: 1 }))).toHaveProperty('');
  });

  it('reads an empty day as the whole event and refuses a day that is not a date', () => {
    expect(analyticsDayQuerySchema.parse({ day: '' })).toEqual({ day: undefined });
    expect(analyticsDayQuerySchema.parse({ day: '2026-05-01' })).toEqual({ day: '2026-05-01' });
    expect(errorsOf(analyticsDayQuerySchema.safeParse({ day: '2026-02-30' }))).toEqual({ day: 'validation.invalid_date' });
  });

  it('lists accounts by score, highest first, on page 1 unless asked otherwise', () => {
    expect(analyticsAccountsQuerySchema.parse({})).toEqual({ q: '', sort: 'score', dir: 'desc', page: 1 });
    expect(analyticsAccountsQuerySchema.parse({ stage: 'engaged', sort: 'name', dir: 'asc', page: '3' })).toMatchObject({ stage: 'engaged', page: 3 });
    expect(analyticsAccountsQuerySchema.safeParse({ stage: 'bored' }).success).toBe(false);
  });
});
