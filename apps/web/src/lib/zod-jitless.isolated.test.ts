import { afterEach, describe, expect, it, vi } from 'vitest';
import consoleEntry from '../app-start.tsx?raw';
import signInEntry from '../sign-in/main.tsx?raw';
import venueEntry from '../venue/main.tsx?raw';

// With fresh modules (docs/testing.md): it drops the worker's loaded modules to build the schemas
// anew, and the files after it in a shared worker would load the whole app again.
const RealFunction = globalThis.Function;

/** The source of each entry of the app: the first import of each must switch zod's compiler off. */
const ENTRIES = { console: consoleEntry, 'sign-in pages': signInEntry, venue: venueEntry };

const firstImportOf = (source: string) => /^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/m.exec(source)?.[1];

describe("zod under the pages' content security policy", () => {
  afterEach(() => {
    globalThis.Function = RealFunction;
  });

  it('builds and parses shared schemas without compiling code at run time', async () => {
    // The test setup has built the shared schemas already; these are built afresh, as a page builds them.
    vi.resetModules();
    const compiled: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    await import('./zod-jitless');
    const { loginBodySchema, mailSettingsSchema } = await import('@aula/shared');
    expect(loginBodySchema.safeParse({ username: 'ada@example.com', password: 'x' }).success).toBe(true);
    expect(mailSettingsSchema.safeParse({}).success).toBe(false);
    expect(compiled).toEqual([]);
  });

  it.each(Object.entries(ENTRIES))('is switched off first thing in the %s entry', (_entry, source) => {
    expect(firstImportOf(source)).toMatch(/(^|\/)lib\/zod-jitless$/);
  });
});
