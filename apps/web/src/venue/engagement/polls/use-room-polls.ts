import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  POLL_EVENTS,
  isNewerResults,
  pollRemovedPushSchema,
  pollResultsPushSchema,
  pollSchema,
  topicOf,
  venuePollCalls,
  type Poll,
  type PollBallot,
  type PollResults,
} from '@aula/shared';
import { parse } from 'zod/mini';
import { useLiveFeed } from '@/lib/use-live-feed';
import { venueCall } from '../../lib/venue-api';
import { useVenueLive } from '../../lib/venue-live';

type ById<T> = ReadonlyMap<number, T>;

const withResults = (current: ById<PollResults>, incoming: readonly PollResults[]): ById<PollResults> => {
  const fresher = incoming.filter((results) => isNewerResults(current.get(results.pollId), results));
  if (fresher.length === 0) return current;
  const next = new Map(current);
  for (const results of fresher) next.set(results.pollId, results);
  return next;
};

/** Open first (newest first), then closed ones, the last closed first. */
const shownOrder = (a: Poll, b: Poll) => {
  const rank = (poll: Poll) => (poll.status === 'open' ? 0 : poll.status === 'draft' ? 1 : 2);
  return rank(a) - rank(b) || (b.openedAtMs ?? 0) - (a.openedAtMs ?? 0) || b.id - a.id;
};

/**
 * A room's polls kept live over `polls:{roomId}` on the venue's socket: a live poll appears the
 * moment it is opened, totals move as they are pushed, a closed poll shows its results. The
 * attendee's own ballots come with each catch-up; a moderator also sees the room's live drafts
 * (to open them) and results hidden from the others, asked for when a push leaves them out.
 */
export function useRoomPolls(roomId: number) {
  const live = useVenueLive();
  const [results, setResults] = useState<ById<PollResults>>(new Map());
  const [ballots, setBallots] = useState<ById<PollBallot>>(new Map());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [moderator, setModerator] = useState(false);
  const applyPolls = useRef<(polls: Poll[]) => void>(() => undefined);
  const isModerator = useRef(false);

  const fetchAfter = useCallback(
    async (after: number) => {
      const answer = await venueCall(venuePollCalls.roomPolls, { params: { roomId }, query: { after } });
      isModerator.current = answer.moderator;
      setModerator(answer.moderator);
      setBallots(new Map(answer.ballots.map((ballot) => [ballot.pollId, ballot])));
      setResults((current) => withResults(current, answer.polls.flatMap((poll) => (poll.results ? [poll.results] : []))));
      return answer.polls;
    },
    [roomId],
  );

  const refresh = useCallback(() => void fetchAfter(0).then((polls) => applyPolls.current(polls), () => undefined), [fetchAfter]);

  const itemsOf = useCallback(
    (event: string, data: unknown) => {
      if (event === POLL_EVENTS.poll) {
        const poll = parse(pollSchema, data);
        if (poll.results) setResults((current) => withResults(current, [poll.results!]));
        else if (isModerator.current) refresh();
        return [poll];
      }
      if (event === POLL_EVENTS.results) {
        const pushed = parse(pollResultsPushSchema, data);
        if (pushed.counts) setResults((current) => withResults(current, [{ pollId: pushed.pollId, ballots: pushed.ballots, counts: pushed.counts! }]));
        else if (isModerator.current) refresh();
        return null;
      }
      if (event === POLL_EVENTS.removed) {
        const { id } = parse(pollRemovedPushSchema, data);
        setRemoved((current) => new Set(current).add(id));
        return null;
      }
      if (event === POLL_EVENTS.drafts && isModerator.current) refresh();
      return null;
    },
    [refresh],
  );

  const feed = useLiveFeed<Poll>({ topic: topicOf('polls', roomId), follow: live.follow, fetchAfter, itemsOf });
  useEffect(() => {
    applyPolls.current = feed.apply;
  }, [feed.apply]);

  const polls = useMemo(
    () =>
      feed.items
        .filter((poll) => poll.roomId === roomId && !removed.has(poll.id))
        .filter((poll) => poll.status === 'open' || poll.status === 'closed' || (poll.status === 'draft' && poll.live && moderator))
        .sort(shownOrder),
    [feed.items, removed, roomId, moderator],
  );

  /** Takes the answer of the attendee's own vote at once, before any push. */
  const voted = useCallback((ballot: PollBallot, counted: PollResults | null) => {
    setBallots((current) => new Map(current).set(ballot.pollId, ballot));
    if (counted) setResults((current) => withResults(current, [counted]));
  }, []);

  return { polls, results, ballots, moderator, status: feed.status, apply: feed.apply, voted };
}
