import { describe, expect, it } from 'vitest';
import { MAX_CATCH_UP_MINUTES, createActivityRecorder, type TabActivity } from './activity-recorder';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 27, 9, 0);

function setUp() {
  let clock = START;
  const recorder = createActivityRecorder({ now: () => clock, minuteMs: MINUTE });
  const at = (seconds: number) => {
    clock = START + seconds * 1000;
  };
  const tab = (): object => ({});
  const activity = (change: Partial<TabActivity> = {}): TabActivity => ({
    accountId: 7,
    eventId: 3,
    roomId: 11,
    visible: true,
    playing: false,
    ...change,
  });
  return { recorder, at, tab, activity };
}

describe('the activity recorder', () => {
  it('counts two tabs in one room once', () => {
    const { recorder, at, tab, activity } = setUp();
    const first = tab();
    const second = tab();
    recorder.report(first, activity({ playing: true }));
    at(20);
    recorder.report(second, activity({ playing: true }));
    at(60);
    const [minute] = recorder.closeMinutes();
    expect(minute).toEqual({
      minute: START,
      accounts: [{ eventId: 3, accountId: 7, presentSeconds: 60, visibleSeconds: 60 }],
      rooms: [{ eventId: 3, accountId: 7, roomId: 11, presentSeconds: 60, visibleSeconds: 60, playingSeconds: 60 }],
    });
  });

  it('counts the seconds a tab was visible and the stream played, each on its own', () => {
    const { recorder, at, tab, activity } = setUp();
    const only = tab();
    recorder.report(only, activity({ visible: true, playing: false }));
    at(10);
    recorder.report(only, activity({ visible: true, playing: true }));
    at(25);
    recorder.report(only, activity({ visible: false, playing: true }));
    at(45);
    recorder.report(only, activity({ visible: false, playing: false }));
    at(60);
    const [minute] = recorder.closeMinutes();
    expect(minute?.accounts).toEqual([{ eventId: 3, accountId: 7, presentSeconds: 60, visibleSeconds: 25 }]);
    expect(minute?.rooms).toEqual([{ eventId: 3, accountId: 7, roomId: 11, presentSeconds: 60, visibleSeconds: 25, playingSeconds: 35 }]);
  });

  it('splits a minute between the rooms of a move, and the venue counts it whole', () => {
    const { recorder, at, tab, activity } = setUp();
    const only = tab();
    recorder.report(only, activity({ roomId: 11, playing: true }));
    at(40);
    recorder.report(only, activity({ roomId: 12, playing: false }));
    at(60);
    const [minute] = recorder.closeMinutes();
    expect(minute?.accounts).toEqual([{ eventId: 3, accountId: 7, presentSeconds: 60, visibleSeconds: 60 }]);
    expect(minute?.rooms).toEqual([
      { eventId: 3, accountId: 7, roomId: 11, presentSeconds: 40, visibleSeconds: 40, playingSeconds: 40 },
      { eventId: 3, accountId: 7, roomId: 12, presentSeconds: 20, visibleSeconds: 20, playingSeconds: 0 },
    ]);
  });

  it('stops counting when the last tab closes, and forgets the attendee after that minute', () => {
    const { recorder, at, tab, activity } = setUp();
    const only = tab();
    recorder.report(only, activity({ roomId: null }));
    at(15);
    recorder.report(only, null);
    at(60);
    expect(recorder.closeMinutes()).toEqual([
      { minute: START, accounts: [{ eventId: 3, accountId: 7, presentSeconds: 15, visibleSeconds: 15 }], rooms: [] },
    ]);
    at(120);
    expect(recorder.closeMinutes()).toEqual([{ minute: START + MINUTE, accounts: [], rooms: [] }]);
  });

  it('keeps counting a tab that stays open over several minutes, each minute on its own', () => {
    const { recorder, at, tab, activity } = setUp();
    recorder.report(tab(), activity({ playing: true }));
    at(150);
    const minutes = recorder.closeMinutes();
    expect(minutes.map((m) => [m.minute, m.rooms[0]?.playingSeconds])).toEqual([
      [START, 60],
      [START + MINUTE, 60],
    ]);
  });

  it.each([
    [29, 29],
    [30, 30],
  ])('reports %i s of play in a minute as %i s, which decides whether it was watched', (played, seconds) => {
    const { recorder, at, tab, activity } = setUp();
    const only = tab();
    recorder.report(only, activity({ playing: true }));
    at(played);
    recorder.report(only, activity({ playing: false }));
    at(60);
    expect(recorder.closeMinutes()[0]?.rooms[0]?.playingSeconds).toBe(seconds);
  });

  it('skips what lies beyond the catch-up limit when the clock jumps far ahead, and counts on from there', () => {
    const { recorder, at, tab, activity } = setUp();
    recorder.report(tab(), activity());
    at(3600 + 10);
    const minutes = recorder.closeMinutes();
    expect(minutes.map((m) => [m.minute, m.accounts[0]?.presentSeconds])).toEqual([[START, 60]]);
    expect(MAX_CATCH_UP_MINUTES).toBeLessThan(60);
    at(3600 + 60);
    expect(recorder.closeMinutes().map((m) => [m.minute, m.accounts[0]?.presentSeconds])).toEqual([[START + 60 * MINUTE, 60]]);
  });

  it('hands over the minute under way up to now when everything closes', () => {
    const { recorder, at, tab, activity } = setUp();
    recorder.report(tab(), activity());
    at(70);
    expect(recorder.closeAll().map((m) => [m.minute, m.accounts[0]?.presentSeconds])).toEqual([
      [START, 60],
      [START + MINUTE, 10],
    ]);
  });
});
