import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WALL_CATCH_UP_LIMIT, engagementCalls, fetchWallChanges, wallCalls, type EngagementSettings, type WallDecision, type WallPost } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Event data: the key starts with ['event', id], so leaving the event drops it too. */
const settingsKey = (eventId: number) => ['event', eventId, 'engagement', 'settings'] as const;

/** The wall's posts with every status (GET /api/wall/{eventId}/posts): the first load, or every change after `after`. */
export const fetchWallPosts = (eventId: number, after: number): Promise<WallPost[]> =>
  fetchWallChanges(
    (from) => callApi(wallCalls.list, { params: { eventId }, query: { after: from }, spinner: false }).then((answer) => answer.posts),
    after,
    WALL_CATCH_UP_LIMIT,
  );

/** A moderator's decision (POST /api/wall/{eventId}/posts/{postId}/moderate); failures are shown by the API client. */
export const moderateWallPost = (eventId: number, postId: number, decision: WallDecision) =>
  callApi(wallCalls.moderate, { params: { eventId, postId }, body: { decision }, spinner: false });

/** Pins or unpins (POST /api/wall/{eventId}/posts/{postId}/pin). */
export const pinWallPost = (eventId: number, postId: number, pinned: boolean) => callApi(wallCalls.pin, { params: { eventId, postId }, body: { pinned }, spinner: false });

/** The event's engagement settings (GET /api/engagementSettings/{eventId}); the wall screen reads and sets `wallModeration`. */
export function useEngagementSettings(eventId: number) {
  return useQuery({ queryKey: settingsKey(eventId), queryFn: () => callApi(engagementCalls.settings, { params: { eventId }, spinner: false }), enabled: eventId > 0 });
}

export function useSaveWallModeration(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wallModeration: EngagementSettings['wallModeration']) => callApi(engagementCalls.saveSettings, { params: { eventId }, body: { wallModeration } }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(eventId), settings),
  });
}
