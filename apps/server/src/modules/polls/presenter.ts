import type { Poll, PollResults, PollResultsPush } from '@aula/shared';
import type { PollRecord } from './repository';

/** The poll's totals: ballots and votes per option. */
export function presentResults(record: PollRecord): PollResults {
  return { pollId: record.id, ballots: record.ballots, counts: record.options.map((option) => ({ optionId: option.id, votes: option.votes })) };
}

/** Whether everyone in the room may see the poll's results: shown from the start, or hidden until it closed. */
export const resultsPublic = (record: Pick<PollRecord, 'resultsHidden' | 'status'>): boolean =>
  !record.resultsHidden || record.status === 'closed' || record.status === 'archived';

/** A poll as the topic and the calls carry it; results only where `withResults`. */
export function presentPoll(record: PollRecord, withResults: boolean): Poll {
  return {
    id: record.id,
    seq: record.seq,
    roomId: record.roomId,
    sessionId: record.sessionId,
    question: record.question,
    kind: record.kind,
    live: record.live,
    resultsHidden: record.resultsHidden,
    status: record.status,
    options: record.options.map((option) => ({ id: option.id, text: option.text })),
    results: withResults ? presentResults(record) : null,
    openedAtMs: record.openedAt?.getTime() ?? null,
    closedAtMs: record.closedAt?.getTime() ?? null,
  };
}

/** The totals pushed while votes come in; the counts stay out while they are hidden. */
export function presentResultsPush(record: PollRecord): PollResultsPush {
  return { pollId: record.id, ballots: record.ballots, counts: resultsPublic(record) ? presentResults(record).counts : null };
}
