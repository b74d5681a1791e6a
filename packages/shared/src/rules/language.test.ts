import { describe, expect, it } from 'vitest';
import { asLanguage } from './language';

describe('asLanguage', () => {
  it('answers German only for de, and English for anything else', () => {
    expect(asLanguage('de')).toBe('de');
    expect(asLanguage('en')).toBe('en');
    expect(asLanguage('fr')).toBe('en');
    expect(asLanguage('')).toBe('en');
    expect(asLanguage(null)).toBe('en');
  });
});
