/**
 * Live reactions on a stage (docs/rules/venue.md#reactions): the fixed set an attendee may send,
 * in the order the venue shows them. Each kind's accessible name is `room.reactions.{kind}` in the
 * venue's texts. A plain list, free of zod: the room page is part of the venue's first load.
 */
export const REACTION_KINDS = ['applause', 'heart', 'laugh', 'party', 'thinking', 'thumbsUp'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** What each kind shows: emoji text, never an image or user input. */
export const REACTION_EMOJI: Record<ReactionKind, string> = {
  applause: '👏',
  heart: '❤️',
  laugh: '😂',
  party: '🎉',
  thinking: '🤔',
  thumbsUp: '👍',
};

/** The kinds of room that show the reaction bar and accept reactions: the stage. */
export const REACTION_ROOM_TYPES: readonly string[] = ['stage'];

/** How long an instance collects a room's reactions before it pushes them as one message of counts. */
export const REACTION_WINDOW_MS = 300;

/** Per attendee: at most this many reactions per REACTION_LIMIT_WINDOW_SECONDS, on all instances together. */
export const REACTION_LIMIT = 10;
export const REACTION_LIMIT_WINDOW_SECONDS = 10;

/** The most floats the venue draws for one push, whatever its counts: a full hall must not flood the stage. */
export const REACTION_FLOATS_PER_PUSH = 12;

/** The events of a room's topic `room:{roomId}`: reactions' counts and the count of who is here. */
export const ROOM_TOPIC_EVENTS = { reactions: 'reactions', people: 'people' } as const;

/** Whether reactions are taken in a room of this kind. */
export function takesReactions(roomType: string): boolean {
  return REACTION_ROOM_TYPES.includes(roomType);
}

/**
 * The floats to draw for one push: each kind's count, shared out in proportion so that at most
 * `max` are drawn, every kind sent keeping at least one, in the set's order.
 */
export function floatsOf(counts: Partial<Record<ReactionKind, number>>, max = REACTION_FLOATS_PER_PUSH): ReactionKind[] {
  const sent = REACTION_KINDS.filter((kind) => (counts[kind] ?? 0) > 0);
  const total = sent.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  if (total === 0) return [];
  const scale = Math.min(1, max / total);
  const floats = sent.flatMap((kind) => Array<ReactionKind>(Math.max(1, Math.floor((counts[kind] ?? 0) * scale))).fill(kind));
  return floats.slice(0, Math.max(max, sent.length));
}
