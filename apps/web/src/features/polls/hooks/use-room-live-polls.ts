import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  POLL_EVENTS,
  isNewerResults,
  pollRemovedPushSchema,
  pollResultsPushSchema,
  pollSchema,
  topicOf,
  type Poll,
  type PollResults,
} from '@aula/shared';
import { followConsoleTopic } from '@/lib/socket';
import { useLiveFeed } from '@/lib/use-live-feed';
import { getPoll } from '../api/get-poll';
import { getRoomPolls } from '../api/get-room-polls';

type ResultsById = ReadonlyMap<number, PollResults>;

const withResults = (current: ResultsById, incoming: readonly PollResults[]): ResultsById => {
  const fresher = incoming.filter((results) => isNewerResults(current.get(results.pollId), results));
  if (fresher.length === 0) return current;
  const next = new Map(current);
  for (const results of fresher) next.set(results.pollId, results);
  return next;
};

/**
 * A room's polls kept live for the console over `polls:{roomId}`: every poll (drafts too) with its
 * latest totals. Organisers see hidden results as well: a push that leaves them out makes the
 * screen ask for that poll's.
 */
export function useRoomLivePolls(eventId: number, roomId: number | null) {
  const [results, setResults] = useState<ResultsById>(new Map());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const applyPolls = useRef<(polls: Poll[]) => void>(() => undefined);

  const takeResults = useCallback((polls: readonly Poll[]) => {
    const known = polls.flatMap((poll) => (poll.results ? [poll.results] : []));
    if (known.length > 0) setResults((current) => withResults(current, known));
  }, []);

  const fetchAfter = useCallback(
    async (after: number) => {
      if (roomId === null) return [];
      const polls = await getRoomPolls(eventId, roomId, after);
      takeResults(polls);
      return polls;
    },
    [eventId, roomId, takeResults],
  );

  const feed = useLiveFeed<Poll>({
    topic: roomId === null ? null : topicOf('polls', roomId),
    follow: followConsoleTopic,
    fetchAfter,
    itemsOf: useCallback(
      (event: string, data: unknown) => {
        if (event === POLL_EVENTS.poll) {
          const poll = pollSchema.parse(data);
          takeResults([poll]);
          // The push leaves hidden results out; the organiser's screen asks for them.
          if (!poll.results) void getPoll(eventId, poll.id).then((full) => takeResults([full]));
          return [poll];
        }
        if (event === POLL_EVENTS.results) {
          const pushed = pollResultsPushSchema.parse(data);
          if (pushed.counts) setResults((current) => withResults(current, [{ pollId: pushed.pollId, ballots: pushed.ballots, counts: pushed.counts! }]));
          else void getPoll(eventId, pushed.pollId).then((full) => takeResults([full]));
          return null;
        }
        if (event === POLL_EVENTS.removed) {
          const { id } = pollRemovedPushSchema.parse(data);
          setRemoved((current) => new Set(current).add(id));
          return null;
        }
        if (event === POLL_EVENTS.drafts) void fetchAfter(0).then((polls) => applyPolls.current(polls));
        return null;
      },
      [eventId, fetchAfter, takeResults],
    ),
  });
  useEffect(() => {
    applyPolls.current = feed.apply;
  }, [feed.apply]);

  const polls = useMemo(
    () => feed.items.filter((poll) => !removed.has(poll.id) && poll.roomId === roomId).sort((a, b) => b.id - a.id),
    [feed.items, removed, roomId],
  );
  return { polls, results, status: feed.status, apply: feed.apply };
}
