import { useState } from 'react';
import { orderQuestions, qnaCalls, type Question, type QuestionAction } from '@aula/shared';
import { sessionsOn } from '../../lib/agenda-times';
import { useNow } from '../../lib/clock';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { Alert } from '../../ui/alert';
import { useVenueData } from '../../signed-in/venue-data';
import { AskQuestionForm } from './ask-question-form';
import { QuestionItem } from './question-item';
import { useRoomQuestions } from './use-room-questions';
import './qna.css';

/** What the asker is told when a moderator acted on their question. */
const NOTICE_OF: Partial<Record<Question['status'], string>> = {
  approved: 'qna.notice.approved',
  answered: 'qna.notice.answered',
  rejected: 'qna.notice.rejected',
  withdrawn: 'qna.notice.withdrawn',
};

/**
 * A room's questions in the venue (docs/rules/communications.md#questions-and-answers): ask (optionally anonymously to the other
 * attendees), the list with the one being answered first and then by upvotes, the attendee's own
 * waiting question marked as such; a moderator also sees the waiting ones of everybody and gets
 * the tools to approve, reject, pin, mark answered and archive.
 */
export function RoomQnaPanel({ roomId }: { roomId: number }) {
  const { t } = useTexts();
  const { content, clock } = useVenueData();
  const now = useNow(clock, 60_000);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { viewer, status, questions, mine, voted, asked, voteApplied, apply } = useRoomQuestions(roomId, (question) => {
    const key = NOTICE_OF[question.status];
    if (key) setNotice(t(key));
  });
  const sessionId = sessionsOn(
    content.sessions.filter((session) => session.roomId === roomId),
    now,
  )[0]?.id ?? null;

  const act = async (questionId: number, send: () => Promise<void>) => {
    setFailure(null);
    setBusy(questionId);
    try {
      await send();
    } catch (caught) {
      setFailure(errorText(caught, t));
    } finally {
      setBusy(null);
    }
  };
  const vote = (question: Question, up: boolean) =>
    act(question.id, async () => {
      const answer = await venueCall(qnaCalls.vote, { params: { questionId: question.id }, body: { up } });
      voteApplied(answer.question, answer.voted);
    });
  const moderate = (question: Question, action: QuestionAction) =>
    act(question.id, async () => apply([await venueCall(qnaCalls.moderate, { params: { questionId: question.id }, body: { action } })]));

  const withdraw = (question: Question) =>
    act(question.id, async () => {
      apply([await venueCall(qnaCalls.withdraw, { params: { questionId: question.id } })]);
      setNotice(t('qna.notice.withdrawn'));
    });

  const moderator = viewer?.moderator ?? false;
  const waiting = moderator ? orderQuestions(questions.filter((question) => question.status === 'pending')) : [];
  const listed = orderQuestions(
    questions.filter((question) => (moderator ? question.status === 'approved' || question.status === 'answered' : true)),
  );
  const item = (question: Question) => (
    <QuestionItem
      key={question.id}
      question={question}
      mine={mine.has(question.id)}
      voted={voted.has(question.id)}
      busy={busy === question.id}
      onVote={(up) => void vote(question, up)}
      onModerate={moderator ? (action) => void moderate(question, action) : undefined}
      onWithdraw={() => void withdraw(question)}
    />
  );

  return (
    <div className="qna">
      <h2 className="visually-hidden">{t('qna.title')}</h2>
      {viewer && (
        <AskQuestionForm
          roomId={roomId}
          sessionId={sessionId}
          moderation={viewer.moderation}
          onAsked={(question) => {
            asked(question);
            setNotice(t(question.status === 'pending' ? 'qna.notice.waiting' : 'qna.notice.asked'));
          }}
        />
      )}
      {notice && <Alert tone="info">{notice}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {status === 'failed' && <Alert tone="error">{t('qna.loadFailed')}</Alert>}
      {status === 'loading' && <p role="status">{t('qna.loading')}</p>}
      {moderator && (
        <section aria-labelledby={`qna-waiting-${roomId}`}>
          <h3 id={`qna-waiting-${roomId}`}>{t('qna.waiting', { count: waiting.length })}</h3>
          {waiting.length === 0 ? <p>{t('qna.noneWaiting')}</p> : <ul className="qna-list">{waiting.map(item)}</ul>}
        </section>
      )}
      {status === 'ready' && (
        <section aria-labelledby={`qna-list-${roomId}`}>
          <h3 id={`qna-list-${roomId}`}>{t('qna.questions', { count: listed.length })}</h3>
          {listed.length === 0 ? <p>{t('qna.empty')}</p> : <ul className="qna-list">{listed.map(item)}</ul>}
        </section>
      )}
    </div>
  );
}
