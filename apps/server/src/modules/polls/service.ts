import {
  ERROR_CODES,
  POLL_EVENTS,
  topicOf,
  type Language,
  type Poll,
  type PollStatus,
  type PollVote,
  type SavePollBody,
  type VenuePolls,
  type VenueRoomPolls,
} from '@aula/shared';
import type { Database } from '../../db/client';
import { createGroupCommit } from '../../db/group-commit';
import { DomainError, forbidden, notFound, validationFailed } from '../../http/domain-error';
import { downloadName } from '../../http/download-name';
import type { AuthenticatedUser } from '../auth/service';
import type { AgendaService } from '../agenda/service';
import type { AnalyticsService } from '../analytics/service';
import type { AuthenticatedAttendee } from '../attendee-auth/sessions';
import type { EngagementService } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { RoomsService } from '../rooms/service';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import { pollResultsCsv } from './csv';
import { pollLocked, requireBallotOptions, requirePollOfEvent, requireStatusMove } from './policy';
import { presentPoll, presentResults, presentResultsPush, resultsPublic } from './presenter';
import { createPollsRepository, type CastBallot, type PollRecord, type StoredPollFields } from './repository';
import { createResultsPushes } from './results-pushes';
import { createFreshTotals } from './fresh-totals';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/** At most this many ballots in one transaction: its statements stay well below PostgreSQL's 65,535 parameters. */
const VOTE_BATCH_MAX = 500;

/** How often at most a poll's totals are pushed while votes come in. */
export const RESULTS_PUSH_INTERVAL_MS = 250;

export type PollsDeps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned' | 'shortInfo'>;
  rooms: Pick<RoomsService, 'get' | 'isVenueRoom' | 'placeOf'>;
  agenda: Pick<AgendaService, 'session'>;
  engagement: Pick<EngagementService, 'viewer' | 'requireMayRead' | 'requireModerator' | 'consume'>;
  topicPush: TopicPush;
  onPushError: (error: unknown) => void;
  /** Counts what attendees do (docs/rules/analytics.md#what-is-recorded). */
  analytics: Pick<AnalyticsService, 'recordAction'>;
};

/** A file for the browser to save: its name and its text. */
export type DownloadFile = { filename: string; content: string };

/** What an attendee sees of polls: open and closed ones; a moderator also the drafts, to open live ones. */
const SHOWN_TO_ATTENDEES: readonly PollStatus[] = ['open', 'closed'];

/**
 * Polls and live polls (docs/rules/communications.md#polls): the console's list, edit, status and export; the venue's
 * polls of a room, the vote and a moderator's opening and closing. Each change is a numbered
 * change of the room's topic `polls:{roomId}`, pushed after it committed; totals are pushed
 * throttled while votes come in.
 */
export function createPollsService(db: Database, deps: PollsDeps) {
  const { now, events, rooms, agenda, engagement, topicPush } = deps;
  const repository = createPollsRepository(db);
  const topic = (roomId: number) => topicOf('polls', roomId);

  // A ballot per account in a batch: a second one waits for the next, which refuses it.
  const ballotWrites = createGroupCommit((pollId: number, cast: readonly CastBallot[]) => repository.voteBatch(pollId, cast), {
    max: VOTE_BATCH_MAX,
    distinct: (ballot) => ballot.accountId,
  });
  const totals = createFreshTotals((pollId) => repository.findById(pollId));
  const resultsPushes = createResultsPushes(
    RESULTS_PUSH_INTERVAL_MS,
    async (pollId) => {
      const poll = await totals.after(pollId);
      if (poll) await topicPush.publish(topic(poll.roomId), POLL_EVENTS.results, presentResultsPush(poll));
    },
    deps.onPushError,
    // A little shorter than the interval: the instance that pushed last may claim the next one on time.
    (pollId) => topicPush.claimPush(`poll-results:${pollId}`, RESULTS_PUSH_INTERVAL_MS * 0.9),
  );

  /** Tells the room of a change: a draft's change only as a hint (its text is not the attendees'), any other with the poll. */
  async function publishChange(poll: PollRecord): Promise<void> {
    if (poll.status === 'draft') await topicPush.publish(topic(poll.roomId), POLL_EVENTS.drafts, {});
    else await topicPush.publish(topic(poll.roomId), POLL_EVENTS.poll, presentPoll(poll, resultsPublic(poll)));
  }

  async function ownPoll(user: Caller, eventId: number, pollId: number): Promise<PollRecord> {
    await events.requireOwned(user, eventId);
    return requirePollOfEvent(await repository.findById(pollId), eventId);
  }

  /** The session must be one of the event's (404 otherwise) and take place in the poll's room. */
  async function checkSession(user: Caller, eventId: number, roomId: number, sessionId: number | null): Promise<void> {
    if (sessionId === null) return;
    const session = await agenda.session(user, eventId, sessionId);
    if (session.roomId !== roomId) throw validationFailed({ sessionId: 'validation.poll_session_room' });
  }

  /** A poll of the attendee's event in one of its visible rooms, or 404. */
  async function venuePoll(eventId: number, pollId: number): Promise<PollRecord> {
    const poll = requirePollOfEvent(await repository.findById(pollId), eventId);
    if (!(await rooms.isVenueRoom(eventId, poll.roomId))) throw notFound();
    return poll;
  }

  async function moveStatus(poll: PollRecord, status: PollStatus): Promise<PollRecord> {
    requireStatusMove(poll.status, status);
    const moved = await repository.setStatus(poll.id, poll.status, status, now());
    // Someone else moved it at the same moment: this move was made from a status it no longer has.
    if (!moved) throw validationFailed({ status: 'validation.invalid' });
    await publishChange(moved);
    // The last votes' push may still be waiting; closing shows the final totals with the poll itself.
    return moved;
  }

  const ballotsOf = (accountId: number, polls: readonly PollRecord[]) =>
    repository.ballotsOf(
      accountId,
      polls.map((poll) => poll.id),
    );

  return {
    /** Who may follow `polls:{roomId}`: organisers of the room's company, attendees of its event while the room is in the venue. */
    async mayFollow(subscriber: TopicSubscriber, roomId: number): Promise<boolean> {
      const place = await rooms.placeOf(roomId);
      if (!place || place.companyId !== subscriber.companyId) return false;
      return subscriber.kind === 'organiser' || (place.eventId === subscriber.eventId && place.visible);
    },

    /** The event's polls with their results (GET /api/polls/{eventId}). */
    async list(user: Caller, eventId: number): Promise<Poll[]> {
      await events.requireOwned(user, eventId);
      return (await repository.listForEvent(eventId)).map((poll) => presentPoll(poll, true));
    },

    /** One poll with its results (GET /api/poll/{eventId}/{pollId}). */
    async get(user: Caller, eventId: number, pollId: number): Promise<Poll> {
      return presentPoll(await ownPoll(user, eventId, pollId), true);
    },

    /** A room's polls changed after `after`, with results (GET /api/roomPolls/{eventId}/{roomId}). */
    async roomPolls(user: Caller, eventId: number, roomId: number, after: number): Promise<Poll[]> {
      await rooms.get(user, eventId, roomId);
      return (await repository.listForRoomAfter(roomId, after)).map((poll) => presentPoll(poll, true));
    },

    /**
     * Adds (id 0) or saves a poll (POST /api/poll). A draft changes freely; once opened, only
     * its session, live flag and results visibility do (409 `poll_locked` for the rest).
     */
    async save(user: Caller, body: SavePollBody): Promise<Poll> {
      await events.requireOwned(user, body.eventId);
      await rooms.get(user, body.eventId, body.roomId);
      await checkSession(user, body.eventId, body.roomId, body.sessionId);
      const fields: StoredPollFields = {
        roomId: body.roomId,
        sessionId: body.sessionId,
        question: body.question,
        kind: body.kind,
        live: body.live,
        resultsHidden: body.resultsHidden,
        options: body.options,
      };
      if (body.id === 0) {
        if (body.options.some((option) => option.id !== 0)) throw validationFailed({ options: 'validation.invalid' });
        const created = await repository.insert(body.eventId, fields);
        await publishChange(created);
        return presentPoll(created, true);
      }
      const current = await ownPoll(user, body.eventId, body.id);
      const isDraft = current.status === 'draft';
      if (isDraft) {
        const known = new Set(current.options.map((option) => option.id));
        if (body.options.some((option) => option.id !== 0 && !known.has(option.id))) throw validationFailed({ options: 'validation.invalid' });
      } else if (!sameContent(current, body)) {
        throw pollLocked();
      }
      const saved = await repository.update(current.id, fields, isDraft, now());
      if (isDraft && saved.roomId !== current.roomId) await topicPush.publish(topic(current.roomId), POLL_EVENTS.removed, { id: current.id });
      await publishChange(saved);
      return presentPoll(saved, true);
    },

    /** Opens, closes, archives or reopens a poll (POST /api/pollStatus). */
    async setStatus(user: Caller, eventId: number, pollId: number, status: PollStatus): Promise<Poll> {
      return presentPoll(await moveStatus(await ownPoll(user, eventId, pollId), status), true);
    },

    /** Deletes a draft or an archived poll (POST /api/deletePoll): attendees see neither, so nothing disappears before their eyes. */
    async delete(user: Caller, eventId: number, pollId: number): Promise<void> {
      const poll = await ownPoll(user, eventId, pollId);
      if (poll.status !== 'draft' && poll.status !== 'archived') throw validationFailed({ status: 'validation.invalid' });
      await repository.delete(poll.id);
      await topicPush.publish(topic(poll.roomId), POLL_EVENTS.removed, { id: poll.id });
    },

    /** The poll's results as a CSV file (GET /api/pollResults/{eventId}/{pollId}). */
    async exportCsv(user: Caller, eventId: number, pollId: number, lang: Language): Promise<DownloadFile> {
      const poll = await ownPoll(user, eventId, pollId);
      const event = await events.shortInfo(user, eventId);
      return { filename: downloadName(event.name, `-poll-${poll.id}.csv`), content: pollResultsCsv(poll, lang) };
    },

    /** The event's open and closed polls in the venue's rooms, with the attendee's ballots (GET /api/venue/polls). */
    async venueEventPolls(attendee: AuthenticatedAttendee): Promise<VenuePolls> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      const polls = await repository.listVisibleForEvent(viewer.eventId, SHOWN_TO_ATTENDEES);
      return {
        polls: polls.map((poll) => presentPoll(poll, viewer.moderator || resultsPublic(poll))),
        ballots: await ballotsOf(viewer.accountId, polls),
      };
    },

    /**
     * A room's polls changed after `after` (GET /api/venue/rooms/{roomId}/polls). On a first load
     * (after 0) only what the attendee sees; afterwards archived ones too, so the venue drops them.
     */
    async venueRoomPolls(attendee: AuthenticatedAttendee, roomId: number, after: number): Promise<VenueRoomPolls> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      if (!(await rooms.isVenueRoom(viewer.eventId, roomId))) throw notFound();
      const shown = (poll: PollRecord) =>
        SHOWN_TO_ATTENDEES.includes(poll.status) || (poll.status === 'archived' && after > 0) || (poll.status === 'draft' && viewer.moderator);
      const polls = (await repository.listForRoomAfter(roomId, after)).filter(shown);
      return {
        polls: polls.map((poll) => presentPoll(poll, viewer.moderator || resultsPublic(poll))),
        ballots: await repository.ballotsOf(viewer.accountId, await repository.shownInRoom(roomId)),
        moderator: viewer.moderator,
      };
    },

    /**
     * Counts the attendee's ballot (POST /api/venue/polls/{pollId}/vote): once per attendee and
     * poll (409 `already_voted`), only while the poll is open (409 `poll_not_open`).
     */
    async vote(attendee: AuthenticatedAttendee, pollId: number, optionIds: number[]): Promise<PollVote> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      // Checked against the poll without its totals: counting them is for after the vote.
      const poll = requirePollOfEvent(await repository.findBallotPaper(pollId), viewer.eventId);
      if (!(await rooms.isVenueRoom(viewer.eventId, poll.roomId))) throw notFound();
      if (poll.status !== 'open') throw new DomainError(409, ERROR_CODES.pollNotOpen, 'poll_not_open');
      requireBallotOptions(poll.kind, poll.optionIds, optionIds);
      await engagement.consume(viewer, 'vote');
      const outcome = await ballotWrites.submit(poll.id, { accountId: viewer.accountId, optionIds });
      if (outcome === 'alreadyVoted') throw new DomainError(409, ERROR_CODES.alreadyVoted, 'already_voted');
      if (outcome === 'notOpen') throw new DomainError(409, ERROR_CODES.pollNotOpen, 'poll_not_open');
      resultsPushes.request(poll.id);
      await deps.analytics.recordAction(viewer, 'pollVote', poll.roomId);
      const counted = (await totals.after(poll.id))!;
      return {
        ballot: { pollId: poll.id, optionIds: [...optionIds].sort((a, b) => a - b) },
        results: viewer.moderator || resultsPublic(counted) ? presentResults(counted) : null,
      };
    },

    /** A moderator opens or closes a live poll of a room (POST /api/venue/polls/{pollId}/status). */
    async venueSetStatus(attendee: AuthenticatedAttendee, pollId: number, status: 'open' | 'closed'): Promise<Poll> {
      const viewer = await engagement.viewer(attendee);
      await engagement.requireModerator(viewer);
      const poll = await venuePoll(viewer.eventId, pollId);
      if (!poll.live) throw forbidden();
      return presentPoll(await moveStatus(poll, status), true);
    },

    /** Stops the pushes still waiting (the app closes). */
    stop(): void {
      resultsPushes.stop();
    },
  };
}

/** Whether a save leaves what attendees voted on as it was: question, kind, room and the options' texts in order. */
function sameContent(current: PollRecord, body: SavePollBody): boolean {
  return (
    current.question === body.question &&
    current.kind === body.kind &&
    current.roomId === body.roomId &&
    current.options.length === body.options.length &&
    current.options.every((option, index) => option.id === body.options[index]!.id && option.text === body.options[index]!.text)
  );
}

export type PollsService = ReturnType<typeof createPollsService>;
