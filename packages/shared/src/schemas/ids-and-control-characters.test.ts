import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX, idOrNewTextSchema, idSchema } from './ids';
import { controlCharacterPaths, refusingControlCharacters } from '../rules/control-characters';

describe('id primitives', () => {
  it.each([
    [1, true],
    [ID_MAX, true],
    [ID_MAX + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [1e308, false],
    ['1', false],
  ])('idSchema %s -> %s', (value, ok) => {
    expect(idSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['0', true],
    ['2147483647', true],
    ['2147483648', false],
    ['abc', false],
    ['-1', false],
    ['1e308', false],
  ])('idOrNewTextSchema %s -> %s', (value, ok) => {
    expect(idOrNewTextSchema.safeParse(value).success).toBe(ok);
  });
});

describe('control characters', () => {
  it('finds them in nested text and keys, but not tabs or line breaks', () => {
    expect(controlCharacterPaths({ a: 'x\ty\r\nz', b: ['ok', 'n\u0000'], c: { d: '\u001f' }, 'e\u0001': 1 })).toEqual([
      ['b', 1],
      ['c', 'd'],
      ['e\u0001'],
    ]);
  });

  it('looks into parsed query strings, whose prototype has no prototype, and not into class instances', () => {
    const query = Object.assign(Object.create(Object.create(null) as object) as Record<string, string>, { q: 'a\u0000b' });
    expect(controlCharacterPaths(query)).toEqual([['q']]);
    class Upload {
      readonly name = 'a\u0000b';
    }
    expect(controlCharacterPaths({ file: new Upload() })).toEqual([]);
  });

  it('refuses them before the schema reads the value, with the i18n key at the field', () => {
    const schema = refusingControlCharacters(z.object({ name: z.string() }));
    expect(schema.safeParse({ name: 'Ada' }).success).toBe(true);
    expect(schema.safeParse({ name: 'A\u0000da' }).error?.issues).toMatchObject([
      { path: ['name'], message: 'validation.control_characters' },
    ]);
  });
});
