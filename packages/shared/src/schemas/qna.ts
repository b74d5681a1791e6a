import * as z from 'zod/mini';
import { miniIdSchema, miniIdTextSchema, miniSeqTextSchema } from './mini-ids';
import { requiredTrimmed } from './primitives';

/**
 * Q&A (docs/rules/communications.md#questions-and-answers): questions asked in a room, optionally in one of its sessions. Written with
 * zod/mini: the venue asks, votes and moderates with these, and parses every push against them.
 *
 * A question's life: `pending` (waiting for a moderator, when the event pre-moderates) ->
 * `approved` (shown to everyone in the room) -> `answered`; or `rejected` from pending; any shown
 * one can be `archived` (taken off the list). The asker may take back (`withdrawn`) their question
 * while it waits or is shown and not yet answered; it then leaves every attendee's list, and
 * moderators keep seeing it as withdrawn. One question per room may be `pinned`: the one being
 * answered now.
 */
export const QUESTION_STATUSES = ['pending', 'approved', 'answered', 'archived', 'rejected', 'withdrawn'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The most characters a question may have: a question, not an essay. */
export const QUESTION_MAX_LENGTH = 500;

/** What a moderator does to a question (POST …/moderate). */
export const QUESTION_ACTIONS = ['approve', 'reject', 'answer', 'archive', 'reopen', 'pin', 'unpin'] as const;
export type QuestionAction = (typeof QUESTION_ACTIONS)[number];

/**
 * A question as one viewer may see it. `visible` false means the viewer no longer sees it (archived,
 * or a pending one that is not theirs): the catch-up still answers it, with its text left out, so a
 * client that showed it drops it. `authorName` is null for an anonymous question shown to attendees
 * (moderators and organisers always get the name, and `anonymous` tells them it was asked so).
 */
export const questionSchema = z.object({
  id: z.int(),
  seq: z.number(),
  roomId: z.int(),
  sessionId: z.nullable(z.int()),
  body: z.string(),
  status: z.enum(QUESTION_STATUSES),
  pinned: z.boolean(),
  upvotes: z.int(),
  anonymous: z.boolean(),
  authorName: z.nullable(z.string()),
  createdMs: z.number(),
  visible: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** The data of the `question` event on `qna:{roomId}` and `qnaQueue:{roomId}`, and of the asker's `qnaQuestion` notice. */
export const questionPushSchema = z.object({ question: questionSchema });
export type QuestionPush = z.infer<typeof questionPushSchema>;

/** Room paths of the venue's calls. */
export const qnaRoomPathSchema = z.object({ roomId: miniIdTextSchema });
export const qnaRoomAfterPathSchema = z.object({ roomId: miniIdTextSchema, after: miniSeqTextSchema });
export const qnaQuestionPathSchema = z.object({ questionId: miniIdTextSchema });
/** Paths of the console's calls: the event first, as every console call names it. */
export const qnaConsoleRoomAfterPathSchema = z.object({ eventId: miniIdTextSchema, roomId: miniIdTextSchema, after: miniSeqTextSchema });
export const qnaConsoleQuestionPathSchema = z.object({ eventId: miniIdTextSchema, questionId: miniIdTextSchema });
export const qnaConsoleRoomPathSchema = z.object({ eventId: miniIdTextSchema, roomId: miniIdTextSchema });

/** POST /api/venue/qna/{roomId}/ask. `sessionId`: the room's session the question is about, if any. */
export const askQuestionBodySchema = z.object({
  body: requiredTrimmed(QUESTION_MAX_LENGTH),
  anonymous: z._default(z.boolean(), false),
  sessionId: z._default(z.nullable(miniIdSchema), null),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;

/** POST /api/venue/qna/question/{questionId}/vote: `up` true adds the attendee's one vote, false takes it back. */
export const voteQuestionBodySchema = z.object({ up: z.boolean() });

/** POST …/moderate. */
export const moderateQuestionBodySchema = z.object({ action: z.enum(QUESTION_ACTIONS) });

/**
 * GET /api/venue/qna/{roomId}/after/{after}: the room's questions changed after `after`, as this
 * attendee sees them (a moderator sees every one, with names). `mine` and `voted` name the
 * questions among them that the attendee asked and upvoted: pushes are the same for everyone, so
 * the venue keeps these two apart from the list.
 */
export const venueQuestionsSchema = z.object({ questions: z.array(questionSchema), mine: z.array(z.int()), voted: z.array(z.int()) });
export type VenueQuestions = z.infer<typeof venueQuestionsSchema>;

/** The answer of a vote: the question and whether the attendee's vote is on it now. */
export const votedQuestionSchema = z.object({ question: questionSchema, voted: z.boolean() });

/** GET /api/qna/{eventId}/{roomId}/after/{after}: every question of the room changed after `after`, with names. */
export const consoleQuestionsSchema = z.object({ questions: z.array(questionSchema) });
