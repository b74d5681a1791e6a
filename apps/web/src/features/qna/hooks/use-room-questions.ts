import { useCallback } from 'react';
import { questionPushSchema, topicOf, type Question } from '@aula/shared';
import { followConsoleTopic } from '@/lib/socket';
import { useLiveFeed } from '@/lib/use-live-feed';
import { getRoomQuestions } from '../api/get-room-questions';

/**
 * Every question of a room, kept live over `qnaQueue:{roomId}` (docs/rules/communications.md#live-updates): the catch-up call
 * answers what changed after the last change seen, first and after every reconnect; pushes are
 * merged as they arrive. `apply` shows an action's answer before its push.
 */
export function useRoomQuestions(eventId: number, roomId: number | null) {
  const fetchAfter = useCallback((seq: number) => getRoomQuestions(eventId, roomId ?? 0, seq), [eventId, roomId]);
  const itemsOf = useCallback((event: string, data: unknown): Question[] | null => {
    if (event !== 'question') return null;
    const parsed = questionPushSchema.safeParse(data);
    return parsed.success ? [parsed.data.question] : null;
  }, []);
  return useLiveFeed({ topic: roomId ? topicOf('qnaQueue', roomId) : null, follow: followConsoleTopic, fetchAfter, itemsOf });
}
