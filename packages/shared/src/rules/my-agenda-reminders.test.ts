import { describe, expect, it } from 'vitest';
import { isMyAgendaReminderDue } from './my-agenda-reminders';

const START = Date.UTC(2026, 11, 3, 14);
const MINUTE = 60_000;

describe('when a reminder of my agenda is due (docs/rules/venue.md#my-agenda)', () => {
  it.each([
    ['before its moment', START - 16 * MINUTE, false],
    ['at its moment', START - 15 * MINUTE, true],
    ['late, while the session has not started', START - MINUTE, true],
    ['at the start', START, false],
    ['once the session is on', START + MINUTE, false],
  ])('%s', (_case, now, due) => {
    expect(isMyAgendaReminderDue(START, 15, now)).toBe(due);
  });
});
