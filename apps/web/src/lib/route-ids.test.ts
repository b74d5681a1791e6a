import { describe, expect, it } from 'vitest';
import { positiveId } from './route-ids';

describe('positiveId', () => {
  it('reads a positive whole number', () => {
    expect(positiveId('42')).toBe(42);
  });

  it.each([undefined, null, '', '0', '-3', '1.5', 'abc', '1e400'])('reads %j as 0', (value) => {
    expect(positiveId(value)).toBe(0);
  });
});
