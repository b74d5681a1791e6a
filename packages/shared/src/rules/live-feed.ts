/**
 * How a client keeps a live list (docs/rules/communications.md#live-updates): every item carries the number (`seq`) of the latest
 * change of its topic that touched it. Pushes and catch-up answers may overlap or arrive in any
 * order; an item is replaced only by a newer version of itself, so applying the same change twice,
 * or an old one late, changes nothing.
 */
export type SeqItem = { id: number; seq: number };

/** The items with `incoming` applied: new ones added, newer versions replacing older ones; order is the caller's. */
export function mergeBySeq<T extends SeqItem>(items: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return items as T[];
  const byId = new Map(items.map((item) => [item.id, item]));
  let changed = false;
  for (const item of incoming) {
    const known = byId.get(item.id);
    if (known && known.seq >= item.seq) continue;
    byId.set(item.id, item);
    changed = true;
  }
  return changed ? [...byId.values()] : (items as T[]);
}

/** The highest change number among the items, or `since` when none is newer: what to ask for after a reconnect. */
export function lastSeqOf(items: readonly SeqItem[], since = 0): number {
  let last = since;
  for (const item of items) if (item.seq > last) last = item.seq;
  return last;
}
