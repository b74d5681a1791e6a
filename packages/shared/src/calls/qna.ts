import {
  askQuestionBodySchema,
  consoleQuestionsSchema,
  moderateQuestionBodySchema,
  qnaConsoleQuestionPathSchema,
  qnaConsoleRoomPathSchema,
  qnaConsoleRoomAfterPathSchema,
  qnaQuestionPathSchema,
  qnaRoomAfterPathSchema,
  qnaRoomPathSchema,
  questionSchema,
  venueQuestionsSchema,
  voteQuestionBodySchema,
  votedQuestionSchema,
} from '../schemas/qna';
import { defineCall } from './define-call';

/**
 * Q&A's calls (docs/rules/communications.md#questions-and-answers). The venue's need an attendee of the room's event; moderating there
 * needs the moderator role. Whether the attendee moderates, and how the event publishes
 * questions, the venue learns from `engagementCalls.venueEngagement`. The console's reach the rooms of the caller's company's events. Live
 * changes come over the sockets on `qna:{roomId}` (what attendees see) and `qnaQueue:{roomId}`
 * (everything, for organisers and moderators); these calls are also the catch-up after a reconnect.
 */
export const qnaCalls = {
  questions: defineCall({ method: 'GET', path: '/venue/qna/:roomId/after/:after', summary: "The room's questions changed after a change number, as the attendee sees them", params: qnaRoomAfterPathSchema, answer: venueQuestionsSchema }),
  ask: defineCall({ method: 'POST', path: '/venue/qna/:roomId/ask', summary: 'Asks a question in the room, optionally anonymously to other attendees', params: qnaRoomPathSchema, body: askQuestionBodySchema, answer: questionSchema }),
  vote: defineCall({ method: 'POST', path: '/venue/qna/question/:questionId/vote', summary: "Adds or takes back the attendee's one upvote of a question", params: qnaQuestionPathSchema, body: voteQuestionBodySchema, answer: votedQuestionSchema }),
  withdraw: defineCall({ method: 'POST', path: '/venue/qna/question/:questionId/withdraw', summary: "The asker takes back their question while it waits or is shown unanswered", params: qnaQuestionPathSchema, answer: questionSchema }),
  moderate: defineCall({ method: 'POST', path: '/venue/qna/question/:questionId/moderate', summary: 'A moderator approves, rejects, answers, archives, reopens, pins or unpins a question', params: qnaQuestionPathSchema, body: moderateQuestionBodySchema, answer: questionSchema }),
  consoleQuestions: defineCall({ method: 'GET', path: '/qna/:eventId/:roomId/after/:after', summary: "Every question of a room changed after a change number, with the askers' names", params: qnaConsoleRoomAfterPathSchema, answer: consoleQuestionsSchema }),
  consoleExport: defineCall({ method: 'GET', path: '/qna/:eventId/:roomId/export', summary: "A room's questions as a CSV file, with askers, votes and states", params: qnaConsoleRoomPathSchema }),
  consoleModerate: defineCall({ method: 'POST', path: '/qna/:eventId/question/:questionId/moderate', summary: 'Approves, rejects, answers, archives, reopens, pins or unpins a question', params: qnaConsoleQuestionPathSchema, body: moderateQuestionBodySchema, answer: questionSchema }),
};
