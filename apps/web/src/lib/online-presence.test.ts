import { describe, expect, it } from 'vitest';
import { withPresencePush } from './online-presence';

describe('withPresencePush', () => {
  it('takes total and rooms from the push, and adds who joined and removes who left', () => {
    const before = { accountIds: [3, 5, 9], total: 3, rooms: { 1: 2 } };
    const after = withPresencePush(before, { action: 'presence', eventId: 1, total: 3, rooms: { 2: 1 }, joined: [4, 5], left: [9] });
    expect(after).toEqual({ accountIds: [3, 4, 5], total: 3, rooms: { 2: 1 } });
  });
});
