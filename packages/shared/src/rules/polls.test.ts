import { describe, expect, it } from 'vitest';
import { isNewerResults, pollBars } from './polls';

const options = [
  { id: 1, text: 'Yes' },
  { id: 2, text: 'No' },
  { id: 3, text: 'Maybe' },
];

describe('poll results', () => {
  it('shares each answer of the ballots, in the order of the answers', () => {
    expect(pollBars(options, { pollId: 9, ballots: 3, counts: [{ optionId: 2, votes: 2 }, { optionId: 1, votes: 1 }] })).toEqual([
      { optionId: 1, text: 'Yes', votes: 1, percent: 33 },
      { optionId: 2, text: 'No', votes: 2, percent: 67 },
      { optionId: 3, text: 'Maybe', votes: 0, percent: 0 },
    ]);
  });

  it('shows empty bars without results or ballots', () => {
    expect(pollBars(options, null).map((bar) => bar.percent)).toEqual([0, 0, 0]);
    expect(pollBars(options, { pollId: 9, ballots: 0, counts: [] }).map((bar) => bar.votes)).toEqual([0, 0, 0]);
  });

  it('lets multiple choice add up to more than the ballots', () => {
    const bars = pollBars(options, { pollId: 9, ballots: 2, counts: [{ optionId: 1, votes: 2 }, { optionId: 2, votes: 2 }] });
    expect(bars.map((bar) => bar.percent)).toEqual([100, 100, 0]);
  });

  it('keeps the totals with the most ballots when answers arrive out of order', () => {
    const later = { pollId: 9, ballots: 5, counts: [] };
    expect(isNewerResults(undefined, later)).toBe(true);
    expect(isNewerResults(later, { ...later, ballots: 4 })).toBe(false);
    expect(isNewerResults(later, { ...later, ballots: 5 })).toBe(true);
  });
});
