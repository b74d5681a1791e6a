import { describe, expect, it } from 'vitest';
import { createPresenceView } from './presence-view';

const ada = { eventId: 1, companyId: 9, accountId: 11 };
const ben = { eventId: 1, companyId: 9, accountId: 12 };

describe('presence view', () => {
  it('is online while any instance reports the attendee, and counts each room once per attendee', () => {
    const view = createPresenceView();
    expect(view.set('a', { ...ada, rooms: [3, 5] })).toBe(true);
    expect(view.set('b', { ...ada, rooms: [5] })).toBe(true);
    expect(view.set('b', { ...ben, rooms: [] })).toBe(true);
    expect(view.summary(1)).toEqual({ accountIds: [11, 12], total: 2, rooms: { 3: 1, 5: 1 } });

    expect(view.set('a', { ...ada, rooms: null })).toBe(true);
    expect(view.summary(1)).toEqual({ accountIds: [11, 12], total: 2, rooms: { 5: 1 } });
    expect(view.set('b', { ...ada, rooms: null })).toBe(true);
    expect(view.isOnline(1, 11)).toBe(false);
    expect(view.summary(1)).toEqual({ accountIds: [12], total: 1, rooms: {} });
  });

  it('answers whether a report changed anything', () => {
    const view = createPresenceView();
    expect(view.set('a', { ...ada, rooms: null })).toBe(false);
    expect(view.set('a', { ...ada, rooms: [] })).toBe(true);
    expect(view.set('a', { ...ada, rooms: [] })).toBe(false);
    expect(view.set('a', { ...ada, rooms: [4] })).toBe(true);
  });

  it('lists what each instance reports, and knows nothing of an event without attendees', () => {
    const view = createPresenceView();
    view.set('a', { ...ada, rooms: [4] });
    view.set('b', { ...ben, rooms: [] });
    expect(view.reportedBy('a')).toEqual([{ ...ada, rooms: [4] }]);
    expect(view.roomsReportedBy('b', 12)).toEqual([]);
    expect(view.roomsReportedBy('a', 12)).toBeNull();
    expect(view.summary(2)).toEqual({ accountIds: [], total: 0, rooms: {} });
  });
});
