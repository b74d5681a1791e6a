import { describe, expect, it } from 'vitest';
import { isInternalStaff } from './staff';

describe('isInternalStaff', () => {
  it('matches addresses at exactly the configured domain, in any case', () => {
    expect(isInternalStaff('ana@aula.com', 'aula.com')).toBe(true);
    expect(isInternalStaff(' Ana@AULA.com ', 'Aula.COM')).toBe(true);
    expect(isInternalStaff('ana@aula.com', '@aula.com')).toBe(true);
  });

  it('refuses sub-domains, look-alikes and other domains', () => {
    expect(isInternalStaff('ana@mail.aula.com', 'aula.com')).toBe(false);
    expect(isInternalStaff('ana@evil-aula.com', 'aula.com')).toBe(false);
    expect(isInternalStaff('ana@aula.com.evil.net', 'aula.com')).toBe(false);
    expect(isInternalStaff('aula.com@example.com', 'aula.com')).toBe(false);
    expect(isInternalStaff('ana@aulaxcom', 'aula.com')).toBe(false);
  });

  it('makes nobody staff without a domain, nor an address without one', () => {
    expect(isInternalStaff('ana@aula.com', '')).toBe(false);
    expect(isInternalStaff('ana@aula.com', '  ')).toBe(false);
    expect(isInternalStaff('@aula.com', 'aula.com')).toBe(false);
    expect(isInternalStaff('aula.com', 'aula.com')).toBe(false);
  });
});
