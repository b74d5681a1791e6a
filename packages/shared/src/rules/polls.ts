import type { PollOption, PollResults } from '../schemas/polls';

/**
 * Whether pushed or fetched totals should replace the ones shown: ballots only grow, so totals
 * with fewer ballots are an older answer that arrived late.
 */
export function isNewerResults(current: PollResults | undefined, incoming: PollResults): boolean {
  return !current || incoming.ballots >= current.ballots;
}

/** One bar of a poll's results: its answer, votes and share of the ballots in whole percent. */
export type PollBar = { optionId: number; text: string; votes: number; percent: number };

/**
 * The bars of a poll's results in the order of its answers. The share is of the ballots, so the
 * bars of a multiple-choice poll may add up to more than 100 %.
 */
export function pollBars(options: readonly PollOption[], results: PollResults | null | undefined): PollBar[] {
  const votesOf = new Map(results?.counts.map((count) => [count.optionId, count.votes]));
  const ballots = results?.ballots ?? 0;
  return options.map((option) => {
    const votes = votesOf.get(option.id) ?? 0;
    return { optionId: option.id, text: option.text, votes, percent: ballots === 0 ? 0 : Math.round((votes * 100) / ballots) };
  });
}
