import { useCallback, useEffect, useState } from 'react';
import { engagementCalls, qnaCalls, questionPushSchema, topicOf, type Question } from '@aula/shared';
import { useLiveFeed } from '@/lib/use-live-feed';
import { useVenueLive, useVenueNotice } from '../../lib/venue-live';
import { venueCall } from '../../lib/venue-api';

/** A question from a push, or null for anything this list does not know. */
function pushedQuestion(data: unknown): Question | null {
  const parsed = questionPushSchema.safeParse(data);
  return parsed.success ? parsed.data.question : null;
}

/**
 * A room's questions kept live (docs/rules/communications.md#questions-and-answers): what the attendee may see (`qna:{roomId}`), or all
 * of them for a moderator (`qnaQueue:{roomId}`). Pushes are the same for everyone in the room, so
 * which questions are the attendee's own and which they upvoted is kept beside the list, from the
 * calls' answers. `onNotice` hears that one of the attendee's questions was published, answered,
 * not published, or withdrawn in another of their tabs.
 */
export function useRoomQuestions(roomId: number, onNotice: (question: Question) => void) {
  const live = useVenueLive();
  const [viewer, setViewer] = useState<{ moderator: boolean; moderation: 'pre' | 'post' } | null>(null);
  const [viewerFailed, setViewerFailed] = useState(false);
  const [mine, setMine] = useState<ReadonlySet<number>>(new Set());
  const [voted, setVoted] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    let active = true;
    venueCall(engagementCalls.venueEngagement).then(
      (answer) => active && setViewer({ moderator: answer.moderator, moderation: answer.settings.qnaModeration }),
      () => active && setViewerFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const fetchAfter = useCallback(
    async (seq: number) => {
      const answer = await venueCall(qnaCalls.questions, { params: { roomId, after: seq } });
      setMine((current) => new Set([...current, ...answer.mine]));
      setVoted((current) => {
        const next = new Set(current);
        for (const question of answer.questions) next.delete(question.id);
        for (const id of answer.voted) next.add(id);
        return next;
      });
      return answer.questions;
    },
    [roomId],
  );
  const itemsOf = useCallback((event: string, data: unknown) => {
    const question = event === 'question' ? pushedQuestion(data) : null;
    return question ? [question] : null;
  }, []);

  const topic = viewer ? topicOf(viewer.moderator ? 'qnaQueue' : 'qna', roomId) : null;
  const feed = useLiveFeed({ topic, follow: live.follow, fetchAfter, itemsOf });
  const { apply } = feed;

  useVenueNotice('qnaQuestion', (data) => {
    const question = pushedQuestion(data);
    if (!question || question.roomId !== roomId) return;
    apply([question]);
    onNotice(question);
  });

  const asked = useCallback(
    (question: Question) => {
      setMine((current) => new Set([...current, question.id]));
      apply([question]);
    },
    [apply],
  );
  const voteApplied = useCallback(
    (question: Question, isVoted: boolean) => {
      setVoted((current) => {
        const next = new Set(current);
        if (isVoted) next.add(question.id);
        else next.delete(question.id);
        return next;
      });
      apply([question]);
    },
    [apply],
  );

  return {
    viewer,
    status: viewerFailed ? ('failed' as const) : feed.status,
    questions: feed.items.filter((question) => question.visible),
    mine,
    voted,
    asked,
    voteApplied,
    apply,
  };
}
