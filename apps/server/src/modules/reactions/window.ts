import type { ReactionKind } from '@aula/shared';

type RoomWindow = { eventId: number; counts: Partial<Record<ReactionKind, number>> };
export type ClosedWindow = RoomWindow & { roomId: number };

/**
 * The reactions one instance took per room since its last push (docs/rules/venue.md#reactions):
 * the first reaction opens a window of `windowMs` for every room, its end hands each room's counts
 * over in one go, so a full hall makes a few messages a second, not one per press.
 */
export function createReactionWindow(windowMs: number, close: (windows: ClosedWindow[]) => void) {
  let rooms = new Map<number, RoomWindow>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const closed = [...rooms].map(([roomId, window]) => ({ roomId, ...window }));
    rooms = new Map();
    if (closed.length > 0) close(closed);
  };

  return {
    add(eventId: number, roomId: number, kind: ReactionKind): void {
      const window = rooms.get(roomId) ?? { eventId, counts: {} };
      window.counts[kind] = (window.counts[kind] ?? 0) + 1;
      rooms.set(roomId, window);
      if (timer) return;
      timer = setTimeout(flush, windowMs);
      timer.unref();
    },
    /** Hands over what is collected now (a shutdown). */
    flush(): void {
      clearTimeout(timer);
      flush();
    },
  };
}
