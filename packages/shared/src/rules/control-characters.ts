import { z } from 'zod';

/** The message of text that holds a control character. */
export const CONTROL_CHARACTER_KEY = 'validation.control_characters';

/**
 * C0 control characters except tab, line feed and carriage return: nobody types them, a database
 * cannot store U+0000, and in HTML or CSV they only do harm.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Whether a text holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * Data rather than an instance of a class: an object literal, an object without a prototype, or
 * one whose prototype has none, which is how the server's query-string parser builds its objects.
 */
const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/** Enough places to show every field that needs fixing; a flood of them is not read further. */
const MAX_REPORTED = 50;

/**
 * Where in a parsed JSON-like value (plain objects, arrays, strings; keys too) text holds a control
 * character (at most MAX_REPORTED places). Other objects, such as uploaded files, are not looked
 * into. Iterative, because a body may nest deeper than the call stack reaches.
 */
export function controlCharacterPaths(value: unknown): (string | number)[][] {
  type Visit = { value: unknown; key: string | number; parent: Visit | null };
  const pathOf = (visit: Visit): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current) && found.push(pathOf(visit)) >= MAX_REPORTED) break;
    } else if (typeof current === 'object' && current !== null && (Array.isArray(current) || isPlainObject(current))) {
      const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
      // Reversed onto the stack, so that paths come out in the value's own order; a bad key is reported as itself.
      for (const [key, item] of entries.reverse()) {
        pending.push({ value: typeof key === 'string' && hasControlCharacters(key) ? key : item, key, parent: visit });
      }
    }
  }
  return found;
}

/**
 * Refuses control characters anywhere in the input before `schema` reads it: one guard for every
 * text field of a request or an imported file, so that no field can forget it.
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .check((ctx) => {
      for (const path of controlCharacterPaths(ctx.value)) {
        ctx.issues.push({ code: 'custom', path, message: CONTROL_CHARACTER_KEY, input: ctx.value });
      }
    })
    .pipe(schema);
}
