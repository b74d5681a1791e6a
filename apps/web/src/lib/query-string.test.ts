import { describe, expect, it } from 'vitest';
import { queryString, searchParamsOf } from './query-string';

describe('searchParamsOf and queryString', () => {
  it('keep the values that say something, in the order given', () => {
    expect(searchParamsOf([['tab', 'past'], ['q', ''], ['status', null], ['page', '2']]).toString()).toBe('tab=past&page=2');
    expect(queryString({ before: 40, q: '', after: undefined, all: false, name: 'Grüße & co' })).toBe('?before=40&all=false&name=Gr%C3%BC%C3%9Fe+%26+co');
  });

  it('answer nothing for an empty or missing query', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ q: '' })).toBe('');
    expect(searchParamsOf({}).toString()).toBe('');
  });
});
