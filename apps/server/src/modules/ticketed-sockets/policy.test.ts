import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './policy';

describe('socket origin policy', () => {
  it.each([
    [undefined, 'localhost:3000', true],
    ['https://aula.example', 'internal:8080', true],
    ['http://localhost:3000', 'localhost:3000', true],
    ['http://localhost:3000', 'localhost:3001', false],
    ['https://evil.example', 'localhost:3000', false],
    ['not a url', 'localhost:3000', false],
  ])('origin %s to host %s: %s', (origin, host, allowed) => {
    expect(isAllowedSocketOrigin(origin, host, 'https://aula.example')).toBe(allowed);
  });
});
