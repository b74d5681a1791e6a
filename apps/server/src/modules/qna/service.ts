import { ERROR_CODES, topicOf, type AskQuestionBody, type Language, type Question, type QuestionAction, type VenueQuestions } from '@aula/shared';
import type { Database } from '../../db/client';
import { DomainError, forbidden, notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { AuthenticatedUser } from '../../plugins/auth';
import { downloadName } from '../../http/download-name';
import type { AnalyticsService } from '../analytics/service';
import type { EngagementService, EngagementViewer } from '../engagement/service';
import type { EventsService } from '../events/service';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import type { RoomsService } from '../rooms/service';
import { askerNoticeFor, initialStatus, isShown, patchFor, withdrawalFor } from './policy';
import { isVisibleTo, presentQuestion } from './presenter';
import { questionsCsv } from './questions-csv';
import { createQnaRepository, type QuestionRow } from './repository';

/** The notice an asker's venue sockets get when their question is published, answered or not published. */
export const QNA_QUESTION_NOTICE = 'qnaQuestion';
/** The event of a question's change on `qna:{roomId}` and `qnaQueue:{roomId}`. */
export const QUESTION_EVENT = 'question';

export type QnaDeps = {
  engagement: Pick<
    EngagementService,
    'viewer' | 'settings' | 'requireMayRead' | 'requireMayWrite' | 'requireModerator' | 'requireOrganiser' | 'consume' | 'mayRead' | 'isModerator'
  >;
  rooms: Pick<RoomsService, 'placeOf'>;
  events: Pick<EventsService, 'shortInfo'>;
  topicPush: TopicPush;
  now: () => Date;
  /** Counts what attendees do (docs/rules/analytics.md#what-is-recorded). */
  analytics: Pick<AnalyticsService, 'recordAction'>;
};

/**
 * Q&A (docs/rules/communications.md#questions-and-answers): attendees ask in a room (optionally anonymously to the others) and upvote;
 * organisers, and moderator attendees in the venue, approve, reject, answer, archive, reopen and
 * pin. Every change is committed with the room's next change number, then pushed: to everyone in
 * the room as they may see it (`qna:{roomId}`), to moderators whole (`qnaQueue:{roomId}`), and to
 * the asker when their question was published, answered or not published.
 */
export function createQnaService(db: Database, { engagement, rooms, events, topicPush, now, analytics }: QnaDeps) {
  const repository = createQnaRepository(db);

  /** A room of the attendee's event that attendees may enter, or 404. */
  async function venueRoom(viewer: EngagementViewer, roomId: number) {
    const place = await rooms.placeOf(roomId);
    if (!place || place.eventId !== viewer.eventId || !place.visible) throw notFound();
    return place;
  }

  /** A question of a room of the attendee's event, or 404. */
  async function venueQuestion(viewer: EngagementViewer, questionId: number): Promise<QuestionRow> {
    const question = await repository.find(questionId);
    if (!question || question.eventId !== viewer.eventId) throw notFound();
    await venueRoom(viewer, question.roomId);
    return question;
  }

  /** Sends a change to whoever follows the room, after it was committed. */
  async function publish(rows: QuestionRow[], before: Map<number, QuestionRow>): Promise<void> {
    for (const row of rows) {
      const previous = before.get(row.id);
      await topicPush.publish(topicOf('qnaQueue', row.roomId), QUESTION_EVENT, { question: presentQuestion(row, { kind: 'moderator' }) });
      // Attendees hear of a question once it is shown, and when it stops being shown; not while it waits.
      if (isShown(row.status) || (previous && isShown(previous.status))) {
        await topicPush.publish(topicOf('qna', row.roomId), QUESTION_EVENT, { question: presentQuestion(row, { kind: 'public' }) });
      }
      if (previous && row.authorAccountId !== null && askerNoticeFor(previous.status, row.status)) {
        await topicPush.noticeToAttendee(row.authorAccountId, QNA_QUESTION_NOTICE, {
          question: presentQuestion(row, { kind: 'attendee', accountId: row.authorAccountId }),
        });
      }
    }
  }

  /** Who may follow `qna:{roomId}`: attendees of the room's event (a room they may enter), the event's organisers. */
  async function mayFollowRoom(subscriber: TopicSubscriber, roomId: number): Promise<boolean> {
    const place = await rooms.placeOf(roomId);
    if (!place || place.companyId !== subscriber.companyId) return false;
    if (subscriber.kind === 'organiser') return true;
    return place.eventId === subscriber.eventId && place.visible && engagement.mayRead(subscriber.eventId, subscriber.accountId);
  }

  async function moderate(question: QuestionRow, action: QuestionAction): Promise<Question> {
    const patch = patchFor(action, question);
    if (!patch) return presentQuestion(question, { kind: 'moderator' });
    const changed = await repository.change(question, patch, now());
    // The others changed only by losing the pin.
    const before = new Map<number, QuestionRow>(changed.map((row) => [row.id, row.id === question.id ? question : { ...row, pinned: true }]));
    await publish(changed, before);
    return presentQuestion(changed.at(-1)!, { kind: 'moderator' });
  }

  return {
    /** The room's questions changed after `after`, as the attendee sees them (all of them for a moderator). */
    async questions(attendee: AuthenticatedAttendee, roomId: number, after: number): Promise<VenueQuestions> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      await venueRoom(viewer, roomId);
      const looker = viewer.moderator ? ({ kind: 'moderator' } as const) : ({ kind: 'attendee', accountId: viewer.accountId } as const);
      // The first load needs only what is shown; later ones also say what stopped being shown.
      const rows = (await repository.changedInRoom(roomId, after)).filter((row) => after > 0 || isVisibleTo(row, looker));
      const shownIds = rows.filter((row) => isShown(row.status)).map((row) => row.id);
      return {
        questions: rows.map((row) => presentQuestion(row, looker)),
        mine: rows.filter((row) => row.authorAccountId === viewer.accountId).map((row) => row.id),
        voted: await repository.votedBy(viewer.accountId, shownIds),
      };
    },

    /** Asks a question in the room; it waits for a moderator when the event pre-moderates. */
    async ask(attendee: AuthenticatedAttendee, roomId: number, body: AskQuestionBody): Promise<Question> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayWrite(viewer);
      await venueRoom(viewer, roomId);
      if (body.sessionId !== null && !(await repository.isSessionOfRoom(body.sessionId, roomId))) {
        throw validationFailed({ sessionId: 'validation.invalid' });
      }
      await engagement.consume(viewer, 'question');
      const { qnaModeration } = await engagement.settings(viewer.eventId);
      const row = await repository.insert({
        eventId: viewer.eventId,
        roomId,
        sessionId: body.sessionId,
        authorAccountId: viewer.accountId,
        body: body.body,
        anonymous: body.anonymous,
        status: initialStatus(qnaModeration),
      });
      await publish([row], new Map());
      await analytics.recordAction(viewer, 'question', roomId);
      return presentQuestion(row, { kind: 'attendee', accountId: viewer.accountId });
    },

    /** Adds or takes back the attendee's one upvote of a question everyone in the room sees. */
    async vote(attendee: AuthenticatedAttendee, questionId: number, up: boolean): Promise<{ question: Question; voted: boolean }> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      const question = await venueQuestion(viewer, questionId);
      if (!isShown(question.status)) throw notFound();
      await engagement.consume(viewer, 'vote');
      const changed = await repository.vote(question, viewer.accountId, up, now());
      const current = changed ? ((await repository.find(questionId)) ?? question) : question;
      if (changed) await publish([current], new Map([[question.id, question]]));
      if (changed && up) await analytics.recordAction(viewer, 'questionVote', question.roomId);
      const looker = viewer.moderator ? ({ kind: 'moderator' } as const) : ({ kind: 'attendee', accountId: viewer.accountId } as const);
      return { question: presentQuestion(current, looker), voted: up };
    },

    /**
     * The asker takes back their question while it waits or is shown unanswered: it leaves every
     * attendee's list at once. Muted attendees may still withdraw; it only takes words away.
     */
    async withdraw(attendee: AuthenticatedAttendee, questionId: number): Promise<Question> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireMayRead(viewer);
      const question = await venueQuestion(viewer, questionId);
      const asker = { kind: 'attendee', accountId: viewer.accountId } as const;
      if (question.authorAccountId !== viewer.accountId) throw isVisibleTo(question, asker) ? forbidden() : notFound();
      const patch = withdrawalFor(question.status);
      if (patch === 'unchanged') return presentQuestion(question, asker);
      if (!patch) throw new DomainError(409, ERROR_CODES.questionClosed, 'question_closed');
      const changed = await repository.change(question, patch, now());
      await publish(changed, new Map([[question.id, question]]));
      return presentQuestion(changed.at(-1)!, asker);
    },

    /** A moderator attendee's action on a question of their event's room. */
    async moderateAsAttendee(attendee: AuthenticatedAttendee, questionId: number, action: QuestionAction): Promise<Question> {
      const viewer = await engagement.viewer(attendee);
      engagement.requireModerator(viewer);
      return moderate(await venueQuestion(viewer, questionId), action);
    },

    /** Every question of a room of the organiser's event changed after `after`, with the askers' names. */
    async consoleQuestions(user: AuthenticatedUser, eventId: number, roomId: number, after: number): Promise<{ questions: Question[] }> {
      await engagement.requireOrganiser(user, eventId);
      const place = await rooms.placeOf(roomId);
      if (!place || place.eventId !== eventId) throw notFound();
      const rows = await repository.changedInRoom(roomId, after);
      return { questions: rows.map((row) => presentQuestion(row, { kind: 'moderator' })) };
    },

    /** A room's questions as a CSV file named after the event (UTF-8 with BOM; `;` in German), oldest first. */
    async consoleExport(user: AuthenticatedUser, eventId: number, roomId: number, lang: Language): Promise<{ filename: string; content: string }> {
      await engagement.requireOrganiser(user, eventId);
      const place = await rooms.placeOf(roomId);
      if (!place || place.eventId !== eventId) throw notFound();
      const info = await events.shortInfo(user, eventId);
      const rows = [...(await repository.changedInRoom(roomId, 0))].sort((a, b) => a.id - b.id);
      return { filename: downloadName(info.name, `-questions-${roomId}.csv`), content: questionsCsv(rows, lang) };
    },

    /** An organiser's action on a question of their event. */
    async consoleModerate(user: AuthenticatedUser, eventId: number, questionId: number, action: QuestionAction): Promise<Question> {
      await engagement.requireOrganiser(user, eventId);
      const question = await repository.find(questionId);
      if (!question || question.eventId !== eventId) throw notFound();
      return moderate(question, action);
    },

    mayFollowRoom,

    /** Who may follow `qnaQueue:{roomId}`: the event's organisers and its moderator attendees. */
    async mayFollowQueue(subscriber: TopicSubscriber, roomId: number): Promise<boolean> {
      if (!(await mayFollowRoom(subscriber, roomId))) return false;
      if (subscriber.kind === 'organiser') return true;
      return engagement.isModerator(subscriber.eventId, subscriber.accountId);
    },
  };
}

export type QnaService = ReturnType<typeof createQnaService>;
