import { ROOM_TOPIC_EVENTS, takesReactions, topicOf, type ReactionKind, type ReactionsPush, type Ok } from '@aula/shared';
import { notFound } from '../../http/domain-error';
import type { AuthenticatedAttendee } from '../../plugins/attendee-auth';
import type { AnalyticsService } from '../analytics/service';
import type { EngagementService } from '../engagement/service';
import type { TopicPush, TopicSubscriber } from '../realtime/topics';
import type { RoomsService } from '../rooms/service';
import { createReactionWindow, type ClosedWindow } from './window';

type ReactionsDeps = {
  engagement: Pick<EngagementService, 'viewer' | 'requireMayWrite' | 'consume'>;
  rooms: Pick<RoomsService, 'venueRoom' | 'placeOf'>;
  topicPush: Pick<TopicPush, 'publish'>;
  analytics: Pick<AnalyticsService, 'recordRoomActions'>;
  windowMs: number;
  onError: (error: unknown) => void;
};

/**
 * Live reactions on a stage (docs/rules/venue.md#reactions): an attendee of the event sends one to
 * a visible stage room of it; each instance collects its rooms' reactions for a short window and
 * publishes one message of counts per room on `room:{roomId}`, and counts them for the room's
 * analytics in the same batch.
 */
export function createReactionsService({ engagement, rooms, topicPush, analytics, windowMs, onError }: ReactionsDeps) {
  const publish = async ({ eventId, roomId, counts }: ClosedWindow) => {
    await topicPush.publish(topicOf('room', roomId), ROOM_TOPIC_EVENTS.reactions, { counts } satisfies ReactionsPush);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    await analytics.recordRoomActions(eventId, roomId, 'reaction', total);
  };
  const window = createReactionWindow(windowMs, (closed) => {
    for (const room of closed) publish(room).catch(onError);
  });

  return {
    /**
     * POST /api/venue/rooms/{roomId}/reactions: 404 for a room that is not a visible stage of the
     * attendee's event, 403 while muted or banned, 429 beyond the attendee's limit.
     */
    async react(attendee: AuthenticatedAttendee, roomId: number, kind: ReactionKind): Promise<Ok> {
      const viewer = await engagement.viewer(attendee);
      const room = await rooms.venueRoom(viewer.eventId, roomId);
      if (!room || !takesReactions(room.type)) throw notFound();
      engagement.requireMayWrite(viewer);
      await engagement.consume(viewer, 'reaction');
      window.add(viewer.eventId, roomId, kind);
      return { ok: true };
    },

    /** Who may follow a room's topic: attendees of its event while it is visible. */
    async mayFollow(subscriber: TopicSubscriber, roomId: number): Promise<boolean> {
      if (subscriber.kind !== 'attendee') return false;
      const place = await rooms.placeOf(roomId);
      return place !== null && place.eventId === subscriber.eventId && place.visible;
    },

    /** Pushes what was collected, before the instance stops. */
    stop: () => window.flush(),
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
