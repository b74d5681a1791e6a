/** What one venue tab reports (docs/rules/analytics.md#what-is-recorded): whose it is, its room, and what its attendee sees. */
export type TabActivity = { accountId: number; eventId: number; roomId: number | null; visible: boolean; playing: boolean };

/** An attendee's seconds in the venue in one minute. */
export type AccountMinuteRow = { eventId: number; accountId: number; presentSeconds: number; visibleSeconds: number };
/** An attendee's seconds in one room in one minute. */
export type RoomMinuteRow = AccountMinuteRow & { roomId: number; playingSeconds: number };
/** Everything this instance saw in one minute, starting at `minute` (epoch ms). */
export type FinishedMinute = { minute: number; accounts: AccountMinuteRow[]; rooms: RoomMinuteRow[] };

type Seconds = { present: number; visible: number; playing: number };
type AccountState = {
  eventId: number;
  tabs: Map<object, TabActivity>;
  /** Up to when this account's time has been credited (epoch ms). */
  creditedUntil: number;
  venue: Seconds;
  rooms: Map<number, Seconds>;
};

/** Ended minutes one call catches up on at most (see `closeMinutes`). */
export const MAX_CATCH_UP_MINUTES = 15;

const emptySeconds = (): Seconds => ({ present: 0, visible: 0, playing: 0 });
/** Milliseconds to whole seconds of a minute of `minuteMs`: a minute always has 60 of them. */
const toSeconds = (ms: number, minuteMs: number) => Math.min(60, Math.floor((ms * 60) / minuteMs + 1e-9));

/**
 * Folds this instance's venue tabs into per-minute seconds (docs/rules/analytics.md#what-is-recorded), one account at a time:
 * before a tab changes, the time since the account's last change is credited to what the union of
 * its tabs was doing (a second counts once however many tabs did the same), then the change
 * applies. `closeMinutes` credits every account up to each minute boundary that has passed and
 * hands over the finished minutes. Pure: the clock is given, nothing here waits or writes
 * (docs/decisions/0090-attendance-folded-per-instance.md).
 */
export function createActivityRecorder({ now, minuteMs }: { now: () => number; minuteMs: number }) {
  const accounts = new Map<number, AccountState>();
  const tabOwners = new WeakMap<object, number>();
  let minuteStart = Math.floor(now() / minuteMs) * minuteMs;

  function credit(account: AccountState, until: number): void {
    const elapsed = until - account.creditedUntil;
    account.creditedUntil = until;
    if (elapsed <= 0 || account.tabs.size === 0) return;
    const tabs = [...account.tabs.values()];
    account.venue.present += elapsed;
    if (tabs.some((tab) => tab.visible)) account.venue.visible += elapsed;
    const roomIds = new Set(tabs.flatMap((tab) => (tab.roomId === null ? [] : [tab.roomId])));
    for (const roomId of roomIds) {
      const inRoom = tabs.filter((tab) => tab.roomId === roomId);
      const seconds = account.rooms.get(roomId) ?? emptySeconds();
      account.rooms.set(roomId, seconds);
      seconds.present += elapsed;
      if (inRoom.some((tab) => tab.visible)) seconds.visible += elapsed;
      if (inRoom.some((tab) => tab.playing)) seconds.playing += elapsed;
    }
  }

  /** Credits every account up to `until` and reads out the minute's rows, emptying the accumulators. */
  function readMinute(until: number): FinishedMinute {
    const finished: FinishedMinute = { minute: minuteStart, accounts: [], rooms: [] };
    for (const [accountId, account] of accounts) {
      credit(account, until);
      const { eventId } = account;
      const presentSeconds = toSeconds(account.venue.present, minuteMs);
      if (presentSeconds > 0) {
        finished.accounts.push({ eventId, accountId, presentSeconds, visibleSeconds: toSeconds(account.venue.visible, minuteMs) });
      }
      for (const [roomId, seconds] of account.rooms) {
        const roomPresent = toSeconds(seconds.present, minuteMs);
        if (roomPresent === 0) continue;
        finished.rooms.push({
          eventId,
          accountId,
          roomId,
          presentSeconds: roomPresent,
          visibleSeconds: toSeconds(seconds.visible, minuteMs),
          playingSeconds: toSeconds(seconds.playing, minuteMs),
        });
      }
      account.venue = emptySeconds();
      account.rooms.clear();
      if (account.tabs.size === 0) accounts.delete(accountId);
    }
    return finished;
  }

  /**
   * The minutes that ended before `at`, oldest first. A minute timer never runs this late unless
   * the process stood still (or a test moved its clock by days): the minutes beyond the first
   * `MAX_CATCH_UP_MINUTES` are skipped rather than written as if every tab had been there.
   */
  function closeMinutes(at: number): FinishedMinute[] {
    const finished: FinishedMinute[] = [];
    const latestStart = Math.floor(at / minuteMs) * minuteMs;
    if (latestStart - minuteStart > MAX_CATCH_UP_MINUTES * minuteMs) {
      finished.push(readMinute(minuteStart + minuteMs));
      minuteStart = latestStart;
      for (const account of accounts.values()) account.creditedUntil = latestStart;
    }
    while (at >= minuteStart + minuteMs) {
      finished.push(readMinute(minuteStart + minuteMs));
      minuteStart += minuteMs;
    }
    return finished;
  }

  return {
    /**
     * A tab opened or changed (`activity`), or closed (null); `tab` is any object that stays the
     * same for the tab's life. Answers the minutes that ended before this change, for the writer.
     */
    report(tab: object, activity: TabActivity | null): FinishedMinute[] {
      const at = now();
      const finished = closeMinutes(at);
      const accountId = activity?.accountId ?? tabOwners.get(tab);
      if (accountId === undefined) return finished;
      let account = accounts.get(accountId);
      if (!account) {
        if (!activity) return finished;
        account = { eventId: activity.eventId, tabs: new Map(), creditedUntil: at, venue: emptySeconds(), rooms: new Map() };
        accounts.set(accountId, account);
      }
      credit(account, at);
      if (activity) {
        account.tabs.set(tab, { ...activity });
        tabOwners.set(tab, accountId);
      } else {
        account.tabs.delete(tab);
        tabOwners.delete(tab);
      }
      return finished;
    },

    /** The minutes that have ended by now; the minute timer calls it at each boundary. */
    closeMinutes: () => closeMinutes(now()),

    /**
     * Everything so far, the current minute up to now included (a graceful shutdown): the finished
     * minutes, then the partial one. The tabs stay known; their time counts on from now.
     */
    closeAll(): FinishedMinute[] {
      const at = now();
      const finished = closeMinutes(at);
      const partial = readMinute(at);
      return partial.accounts.length > 0 ? [...finished, partial] : finished;
    },

    /** When the current minute ends (epoch ms). */
    get minuteEndsAt() {
      return minuteStart + minuteMs;
    },
  };
}
