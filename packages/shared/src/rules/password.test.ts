import { describe, expect, it } from 'vitest';
import { failedPasswordRules, passwordRuleResults, personalPasswordWords } from './password';

describe('password rules', () => {
  it.each([
    ['', ['pass_length', 'pass_uppercase', 'pass_lowercase', 'pass_digits', 'pass_special']],
    ['short1!A', []],
    ['Sh1!', ['pass_length']],
    ['alllower1!', ['pass_uppercase']],
    ['ALLUPPER1!', ['pass_lowercase']],
    ['NoDigits!!', ['pass_digits']],
    ['NoSpecial12', ['pass_special']],
    ['Ümlaut9ß€x', []],
    ['With space1A', ['pass_special']],
  ])('%j breaks %j', (password, expected) => {
    expect(failedPasswordRules(password)).toEqual(expected);
  });

  it('reports each rule for the checklist', () => {
    expect(passwordRuleResults('abc')).toEqual({
      pass_length: false,
      pass_uppercase: false,
      pass_lowercase: true,
      pass_digits: false,
      pass_special: false,
    });
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(failedPasswordRules('😀😀😀A1b!')).toEqual(['pass_length']);
  });

  it('collects personal words for the guessability check', () => {
    expect(personalPasswordWords({ email: 'anna.schmidt@example.com', firstName: 'Anna', lastName: 'Li' })).toEqual([
      'anna',
      'anna.schmidt',
      'anna',
      'schmidt',
      'aula',
    ]);
  });
});
