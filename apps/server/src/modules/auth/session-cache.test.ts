import { describe, expect, it } from 'vitest';
import { createSessionCache, type SessionKeys } from './session-cache';

type Session = SessionKeys & { name: string };

const HOUR_MS = 60 * 60 * 1000;

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let nowMs = Date.parse('2026-11-23T12:00:00Z');
  let delivering = true;
  const cache = createSessionCache({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => new Date(nowMs),
    isDelivering: () => delivering,
  });
  const sessions = cache.kind<Session>((session) => session);
  const loads: string[] = [];
  const session = (tokenId: number, more: Partial<Session> = {}): Session => ({
    tokenId,
    userId: 10 + tokenId,
    companyId: 1,
    expiresAt: new Date(nowMs + HOUR_MS),
    name: `session ${tokenId}`,
    ...more,
  });
  /** Looks a token up, recording when the "database" was asked. */
  const lookup = (hash: string, answer: Session | null) =>
    sessions.lookup(hash, async () => {
      loads.push(hash);
      return answer;
    });
  return {
    cache,
    sessions,
    loads,
    session,
    lookup,
    advance: (ms: number) => {
      nowMs += ms;
    },
    setDelivering: (value: boolean) => {
      delivering = value;
    },
  };
}

describe('session cache', () => {
  it('answers a second lookup from memory, and never keeps a missing session', async () => {
    const { lookup, loads, session } = setUp();
    expect(await lookup('a', session(1))).toMatchObject({ name: 'session 1' });
    expect(await lookup('a', null)).toMatchObject({ name: 'session 1' });
    expect(loads).toEqual(['a']);

    expect(await lookup('unknown', null)).toBeNull();
    expect(await lookup('unknown', null)).toBeNull();
    expect(loads).toEqual(['a', 'unknown', 'unknown']);
  });

  it('asks again after the TTL, and never serves a session past its token expiry', async () => {
    const { lookup, loads, session, advance } = setUp({ ttlMs: 30_000 });
    await lookup('a', session(1));
    advance(29_000);
    await lookup('a', session(1));
    expect(loads).toEqual(['a']);
    advance(1_000);
    await lookup('a', session(1));
    expect(loads).toEqual(['a', 'a']);

    await lookup('soon', session(2, { expiresAt: new Date(Date.parse('2026-11-23T12:00:40Z')) }));
    advance(10_000);
    expect(await lookup('soon', null)).toBeNull();
    expect(loads).toEqual(['a', 'a', 'soon', 'soon']);
  });

  it('forgets by token, by user and by company, and nothing else', async () => {
    const { cache, lookup, loads, session } = setUp();
    await lookup('t1', session(1, { userId: 7, companyId: 1 }));
    await lookup('t2', session(2, { userId: 7, companyId: 1 }));
    await lookup('t3', session(3, { userId: 8, companyId: 1 }));
    await lookup('t4', session(4, { userId: 9, companyId: 2 }));
    const asked = () => loads.splice(0).sort();
    asked();

    cache.forget({ tokenIds: [1] });
    for (const hash of ['t1', 't2', 't3', 't4']) await lookup(hash, null);
    expect(asked()).toEqual(['t1']);

    await lookup('t1', session(1, { userId: 7, companyId: 1 }));
    asked();
    cache.forget({ userId: 7 });
    for (const hash of ['t1', 't2', 't3', 't4']) await lookup(hash, session(0));
    expect(asked()).toEqual(['t1', 't2']);

    cache.forget({ companyId: 2 });
    for (const hash of ['t3', 't4']) await lookup(hash, null);
    expect(asked()).toEqual(['t4']);
  });

  it('keeps out an answer read while a change came in, since it may predate the change', async () => {
    const { cache, sessions, lookup, loads, session } = setUp();
    let finishRead: (value: Session) => void = () => {};
    const reading = sessions.lookup('a', () => new Promise<Session>((resolve) => (finishRead = resolve)));
    cache.forget({ tokenIds: [1] });
    finishRead(session(1));
    expect(await reading).toMatchObject({ tokenId: 1 });

    expect(await lookup('a', null)).toBeNull();
    expect(loads).toEqual(['a']);
  });

  it('neither answers nor keeps while changes from other instances may not arrive, and empties on request', async () => {
    const { cache, lookup, loads, session, setDelivering } = setUp();
    await lookup('a', session(1));
    setDelivering(false);
    expect(await lookup('a', null)).toBeNull();
    await lookup('b', session(2));
    setDelivering(true);
    await lookup('b', null);
    expect(loads).toEqual(['a', 'a', 'b', 'b']);

    await lookup('c', session(3));
    cache.forgetAll();
    expect(await lookup('c', null)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest, and nothing with a TTL of 0', async () => {
    const bounded = setUp({ maxEntries: 2 });
    for (const hash of ['a', 'b', 'c']) await bounded.lookup(hash, bounded.session(1));
    expect(bounded.sessions.size).toBe(2);
    await bounded.lookup('a', bounded.session(1));
    expect(bounded.loads).toEqual(['a', 'b', 'c', 'a']);

    const off = setUp({ ttlMs: 0 });
    await off.lookup('a', off.session(1));
    await off.lookup('a', off.session(1));
    expect(off.loads).toEqual(['a', 'a']);
    expect(off.sessions.size).toBe(0);
  });
});
