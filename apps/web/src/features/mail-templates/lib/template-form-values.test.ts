import { describe, expect, it } from 'vitest';
import { UNKNOWN_PLACEHOLDER_MESSAGE } from '@aula/shared';
import { EMPTY_TEMPLATE, languageOf, templateErrors } from './template-form-values';

describe('template form rules', () => {
  it('needs a name and the English words; German may stay empty', () => {
    expect(templateErrors(EMPTY_TEMPLATE)).toEqual({ name: 'validation.required', subjectEn: 'validation.required', bodyEn: 'validation.required' });
    expect(templateErrors({ ...EMPTY_TEMPLATE, name: 'Hi', subjectEn: 'Hello {{firstName}}', bodyEn: '<p>{{ eventName }}</p>' })).toEqual({});
  });

  it('marks a placeholder that does not exist next to its field, in either language', () => {
    const values = { name: 'Hi', subjectEn: 'Hello {{first}}', bodyEn: '<p>x</p>', subjectDe: '', bodyDe: '<a href="{{link}}">x</a>' };
    expect(templateErrors(values)).toEqual({ subjectEn: UNKNOWN_PLACEHOLDER_MESSAGE, bodyDe: UNKNOWN_PLACEHOLDER_MESSAGE });
    expect(languageOf('bodyDe')).toBe('de');
    expect(languageOf('name')).toBeNull();
  });
});
