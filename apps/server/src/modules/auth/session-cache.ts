/**
 * What makes cached sessions stale: sessions that ended (sign-out, refresh, reset …), or a change
 * to a company's users or data that an answer built from the session shows (counts, language, rights).
 */
export type SessionChange = { tokenIds: number[] } | { userId: number } | { companyId: number };

/** Whom a cached answer belongs to, so that a change finds it, and when its access token expires. */
export type SessionKeys = { tokenId: number; userId: number; companyId: number; expiresAt: Date };

type Entry<T> = { value: T; keys: SessionKeys; staleAtMs: number };

export type SessionCacheOptions = {
  /** How long an answer may be served without asking the database again; 0 turns the cache off. */
  ttlMs: number;
  /** Answers kept per kind; beyond it the oldest go. */
  maxEntries: number;
  now: () => Date;
  /**
   * False while changes announced by other instances may not arrive (see PubSub.isDelivering): the
   * cache then neither answers nor keeps anything, and every request asks the database.
   */
  isDelivering: () => boolean;
};

const matches = (keys: SessionKeys, change: SessionChange): boolean =>
  'tokenIds' in change
    ? change.tokenIds.includes(keys.tokenId)
    : 'userId' in change
      ? keys.userId === change.userId
      : keys.companyId === change.companyId;

/**
 * Answers that depend only on a valid access token (who is signed in; the user's info), kept in
 * memory by the token's hash so that a request needs no database round trip. Correct because every
 * change that could make an answer wrong is forgotten here, on every instance, before or as it takes
 * effect (docs/decisions/0024-session-cache.md): ended sessions and company changes arrive through the
 * pub/sub; a change that lands while an answer is being read from the database keeps that answer
 * out of the cache; a lost connection to the other instances empties it; and nothing is kept past
 * its token's expiry or the TTL, which bounds what a change made outside the server can miss.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const { ttlMs, maxEntries, now, isDelivering } = options;
  const kinds = new Set<Map<string, Entry<unknown>>>();
  // Counts forgets: an answer read from the database while one happened may predate the change.
  let generation = 0;
  const enabled = () => ttlMs > 0 && isDelivering();

  /** One kind of answer, e.g. the session of the auth hook or GET /api/getUserInfo's. */
  function kind<T>(keysOf: (value: T) => SessionKeys) {
    const entries = new Map<string, Entry<T>>();
    kinds.add(entries as Map<string, Entry<unknown>>);

    const keep = (tokenHash: string, value: T, nowMs: number) => {
      const keys = keysOf(value);
      const staleAtMs = Math.min(nowMs + ttlMs, keys.expiresAt.getTime());
      if (staleAtMs <= nowMs) return;
      entries.delete(tokenHash);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { value, keys, staleAtMs });
    };

    return {
      /** The answer for this token hash, from memory or else from `load` (null: no valid session, never kept). */
      async lookup(tokenHash: string, load: () => Promise<T | null>): Promise<T | null> {
        if (!enabled()) return load();
        const hit = entries.get(tokenHash);
        if (hit && hit.staleAtMs > now().getTime()) return hit.value;
        if (hit) entries.delete(tokenHash);
        const startedAt = generation;
        const value = await load();
        if (value !== null && startedAt === generation && enabled()) keep(tokenHash, value, now().getTime());
        return value;
      },
      get size() {
        return entries.size;
      },
    };
  }

  return {
    kind,
    /** Drops every answer the change concerns, and keeps answers being read meanwhile out. */
    forget(change: SessionChange): void {
      generation++;
      for (const entries of kinds) {
        for (const [tokenHash, entry] of entries) if (matches(entry.keys, change)) entries.delete(tokenHash);
      }
    },
    /** Drops everything, e.g. when changes may have been missed. */
    forgetAll(): void {
      generation++;
      for (const entries of kinds) entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
