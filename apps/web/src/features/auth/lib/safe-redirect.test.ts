import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://app.example';

describe('safeRedirectTarget', () => {
  it.each([
    ['', '/events'],
    ['?redirect=/event/12/dashboard?tab=1', '/event/12/dashboard?tab=1'],
    ['?redirect=%2Fprofile%23billing', '/profile#billing'],
    ['?redirect=https://evil.example/x', '/events'],
    ['?redirect=//evil.example/x', '/events'],
    ['?redirect=/\\evil.example', '/events'],
    ['?redirect=javascript:alert(1)', '/events'],
    ['?redirect=/auth/login', '/events'],
  ])('%s -> %s', (search, expected) => {
    expect(safeRedirectTarget(search, origin)).toBe(expected);
  });
});
