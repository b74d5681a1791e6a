import * as z from 'zod/mini';
import { ID_MAX } from './ids-limit';
import { miniIdSchema as id, miniIdTextSchema as idText, miniSeqTextSchema as seqText } from './mini-ids';

// zod/mini: the venue's room page validates these answers and pushes (its first load's budget).

/** Single choice (one answer) or multiple choice (one or more). */
export const POLL_KINDS = ['single', 'multiple'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

/**
 * A poll's life: a draft is prepared, an open poll takes votes, a closed one shows its results, an
 * archived one is gone from the venue. Attendees see open and closed polls only.
 */
export const POLL_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const POLL_QUESTION_MAX_LENGTH = 500;
export const POLL_OPTION_MAX_LENGTH = 150;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;

const invalid = { error: 'validation.invalid' } as const;
const idOrNew = z.int(invalid).check(z.gte(0, invalid), z.lte(ID_MAX, invalid));

const trimmedText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(max, { error: `validation.max_${max}` }));

/** One answer a poll offers. */
export const pollOptionSchema = z.object({ id: z.int(), text: z.string() });
export type PollOption = z.infer<typeof pollOptionSchema>;

/** How many ballots a poll has and how many chose each option (a ballot of a multiple-choice poll counts for each option it chose). */
export const pollResultsSchema = z.object({
  pollId: z.int(),
  ballots: z.int(),
  counts: z.array(z.object({ optionId: z.int(), votes: z.int() })),
});
export type PollResults = z.infer<typeof pollResultsSchema>;

/**
 * A poll as its room's topic (`polls:{roomId}`) and its calls carry it. `results` is null where the
 * viewer may not see them yet (results hidden until closed, for attendees who are not moderators).
 * Instants are epoch milliseconds.
 */
export const pollSchema = z.object({
  id: z.int(),
  seq: z.number(),
  roomId: z.int(),
  sessionId: z.nullable(z.int()),
  question: z.string(),
  kind: z.enum(POLL_KINDS),
  live: z.boolean(),
  resultsHidden: z.boolean(),
  status: z.enum(POLL_STATUSES),
  options: z.array(pollOptionSchema),
  results: z.nullable(pollResultsSchema),
  openedAtMs: z.nullable(z.number()),
  closedAtMs: z.nullable(z.number()),
});
export type Poll = z.infer<typeof pollSchema>;

/**
 * The pushes on `polls:{roomId}`:
 * - `poll`: a poll open, closed or archived (or, for `drafts`, a draft changed: data `{}`; who may
 *   see drafts asks for what changed);
 * - `results`: a poll's totals, at most every 250 ms per poll while votes come in; `counts` is null
 *   while its results are hidden, so only who may see them asks for them.
 * A deleted poll (a draft or an archived one) is pushed as `removed` `{id}`.
 */
export const POLL_EVENTS = { poll: 'poll', drafts: 'drafts', results: 'results', removed: 'removed' } as const;
export const pollResultsPushSchema = z.object({ pollId: z.int(), ballots: z.int(), counts: z.nullable(pollResultsSchema.shape.counts) });
export type PollResultsPush = z.infer<typeof pollResultsPushSchema>;
export const pollRemovedPushSchema = z.object({ id: z.int() });

/** The editable fields of a poll; options are given in order, `id` 0 for a new one. */
export const pollFieldsSchema = z.object({
  roomId: id,
  sessionId: z.nullable(id),
  question: trimmedText(POLL_QUESTION_MAX_LENGTH),
  kind: z.enum(POLL_KINDS, { error: 'validation.required' }),
  live: z.boolean(),
  resultsHidden: z.boolean(),
  options: z
    .array(z.object({ id: idOrNew, text: trimmedText(POLL_OPTION_MAX_LENGTH) }))
    .check(
      z.minLength(POLL_OPTIONS_MIN, { error: 'validation.poll_options_min' }),
      z.maxLength(POLL_OPTIONS_MAX, { error: 'validation.poll_options_max' }),
      z.refine((options) => new Set(options.map((option) => option.text.toLowerCase())).size === options.length, {
        error: 'validation.poll_options_duplicate',
      }),
    ),
});
export type PollFields = z.infer<typeof pollFieldsSchema>;

/** POST /api/poll: adds (id 0) or saves a poll; a poll that is no longer a draft keeps its question, kind and options. */
export const savePollBodySchema = z.extend(pollFieldsSchema, { eventId: id, id: idOrNew });
export type SavePollBody = z.infer<typeof savePollBodySchema>;

/** POST /api/pollStatus: moves a poll on (draft→open, open→closed, closed→open, closed→archived, archived→closed). */
export const pollStatusBodySchema = z.object({ eventId: id, pollId: id, status: z.enum(POLL_STATUSES, invalid) });
export type PollStatusBody = z.infer<typeof pollStatusBodySchema>;

/** The moves a poll may make, from each status. */
export const POLL_STATUS_MOVES: Record<PollStatus, readonly PollStatus[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open', 'archived'],
  archived: ['closed'],
};

/** Whether a poll may move from one status to the other. */
export const isPollStatusMove = (from: PollStatus, to: PollStatus): boolean => POLL_STATUS_MOVES[from].includes(to);

/** POST /api/deletePoll: deletes a draft or an archived poll (attendees see neither). */
export const deletePollBodySchema = z.object({ eventId: id, pollId: id });

export const pollsPathSchema = z.object({ eventId: idText });
export const pollPathSchema = z.object({ eventId: idText, pollId: idText });
export const roomPollsPathSchema = z.object({ eventId: idText, roomId: idText });
/** The catch-up of a room's polls: what changed after the last `seq` the client saw (0: everything to show). */
export const pollsAfterQuerySchema = z.object({ after: seqText });

/** The venue's calls about one room or one poll. */
export const venueRoomPollsPathSchema = z.object({ roomId: idText });
export const venuePollPathSchema = z.object({ pollId: idText });

/** An attendee's own ballot: the options they chose. */
export const pollBallotSchema = z.object({ pollId: z.int(), optionIds: z.array(z.int()) });
export type PollBallot = z.infer<typeof pollBallotSchema>;

/**
 * GET /api/venue/rooms/{roomId}/polls?after=: the room's polls changed after `after` (archived ones
 * too, so the venue drops them; on a first load only those to show), and the attendee's ballots.
 * A moderator also sees the room's live drafts, to open them.
 */
export const venueRoomPollsSchema = z.object({ polls: z.array(pollSchema), ballots: z.array(pollBallotSchema), moderator: z.boolean() });
export type VenueRoomPolls = z.infer<typeof venueRoomPollsSchema>;

/** GET /api/venue/polls: the event's open and closed polls in the venue's rooms, for the polls page. */
export const venuePollsSchema = z.object({ polls: z.array(pollSchema), ballots: z.array(pollBallotSchema) });
export type VenuePolls = z.infer<typeof venuePollsSchema>;

/** POST /api/venue/polls/{pollId}/vote: the chosen options (one for single choice). */
export const pollVoteBodySchema = z.object({
  optionIds: z.array(id).check(z.minLength(1, { error: 'validation.required' }), z.maxLength(POLL_OPTIONS_MAX, invalid)),
});
export type PollVoteBody = z.infer<typeof pollVoteBodySchema>;

/** The answer of a vote: the ballot, and the results where the attendee may see them. */
export const pollVoteSchema = z.object({ ballot: pollBallotSchema, results: z.nullable(pollResultsSchema) });
export type PollVote = z.infer<typeof pollVoteSchema>;

/** POST /api/venue/polls/{pollId}/status: a moderator opens or closes a live poll of a room. */
export const venuePollStatusBodySchema = z.object({ status: z.enum(['open', 'closed'], invalid) });
