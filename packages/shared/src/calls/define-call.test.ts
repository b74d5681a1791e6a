import { describe, expect, it } from 'vitest';
import { callPath, defineCall } from './define-call';

describe('callPath', () => {
  const call = defineCall({ method: 'GET', path: '/room/:eventId/:roomId', summary: 'One room' });

  it('fills every path parameter by name', () => {
    expect(callPath(call, { eventId: 12, roomId: 7 })).toBe('/room/12/7');
  });

  it('encodes a value as one segment, so it cannot reach another path', () => {
    expect(callPath(defineCall({ method: 'GET', path: '/e/:code', summary: 'x' }), { code: '../a b' })).toBe('/e/..%2Fa%20b');
  });

  it('answers a path without parameters as it is', () => {
    expect(callPath(defineCall({ method: 'POST', path: '/deleteRoom', summary: 'x' }))).toBe('/deleteRoom');
  });
});
