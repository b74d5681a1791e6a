import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { moduleReach } from './module-reach';

/** The namespaces the sign-in pages need before their first render (src/lib/i18n.ts). */
const START_NAMESPACES = new Set(['common', 'validation', 'errors', 'auth', 'session', 'shell']);

/**
 * How the build cuts the console into files (docs/decisions.md, "Opening the events list").
 *
 * Left to itself, the bundler makes one file for every set of lazy screens that share a module:
 * opening /events fetched 106 scripts, most under 1 KiB, each one a request for the server and a
 * `<link rel=modulepreload>` for the page to add before the screen could run. These groups put
 * together what loads together:
 * - `start` (the entry's file): what the entry imports statically, as the bundler finds it after
 *   tree-shaking (the router, i18n, the API client, the sign-in pages' frame): one file for ten;
 * - `texts-<lang>`: the sign-in pages' catalogues of one language, loaded before the first render;
 * - `screen-texts-<lang>`: the signed-in screens' catalogues of one language (one file for ten);
 * - `events-prefetch`: what the /events route's loader needs to ask for the first page (the query
 *   cache, the list's call), small, so that the request goes out early;
 * - `signed-in`: what the signed-in shell needs beyond those;
 * - `events-list`: what the events list, where signing in lands, needs beyond all of them;
 * - `sign-in-shared` and `signed-out-shared`: what those three need that a page may also load
 *   while signed out (the sign-in screens, the toasts, the dialogs), the first with what the login
 *   page needs anyway. So the sign-in pages never load signed-in code, and the login page loads
 *   nothing it does not use.
 * Everything else (the other screens, the rich-text editor, the password dictionaries) is split
 * as the bundler decides.
 */
export function appChunking(webRoot: string): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const source = (file: string) => fileURLToPath(new URL(`src/${file}`, webRoot));
  const loadedTogether: [name: string, roots: string[]][] = [
    ['events-prefetch', [source('lib/query-client.ts'), source('features/events/api/get-events.ts')]],
    ['signed-in', [source('app/signed-in-app.tsx')]],
    ['events-list', [source('features/events/components/events-screen.tsx')]],
  ];
  // The route tree's signed-in branch: its lazy imports are the only ones that need a session.
  const signedInRouteModules = new Set(
    ['app/routes.tsx', 'app/events-loader.ts', 'app/event/event-routes.tsx', 'app/event/event-sections.ts'].map(source),
  );

  // Filled while the `start` group names its modules; the bundler runs the groups in the order declared.
  const initial = new Set<string>();
  let groupOf: Map<string, string> | null = null;

  const assignGroups = (context: Rolldown.ChunkingContext) => {
    const reach = moduleReach(context);
    const signedOutRoots = [...initial]
      .filter((id) => !signedInRouteModules.has(id))
      .flatMap((id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    const signedOut = reach(signedOutRoots, { dynamic: true });
    const loginPage = reach([source('features/auth/components/login-screen.tsx')]);
    const groups = new Map<string, string>();
    for (const [name, roots] of loadedTogether) {
      for (const id of reach(roots)) {
        if (groups.has(id) || initial.has(id)) continue;
        groups.set(id, loginPage.has(id) ? 'sign-in-shared' : signedOut.has(id) ? 'signed-out-shared' : name);
      }
    }
    return groups;
  };

  const catalogue = (id: string) => /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(id);

  return {
    // A watching build chunks again: each pass starts afresh.
    plugin: {
      name: 'aula-chunking',
      apply: 'build',
      buildStart: () => {
        initial.clear();
        groupOf = null;
      },
    },
    groups: [
      {
        name: (id) => {
          initial.add(id);
          return 'start';
        },
        tags: ['$initial'],
        debugName: 'start',
      },
      {
        name: (id) => {
          const match = catalogue(id);
          return match ? `${START_NAMESPACES.has(match[2]!) ? 'texts' : 'screen-texts'}-${match[1]}` : null;
        },
        debugName: 'texts',
      },
      {
        name: (id, context) => {
          groupOf ??= assignGroups(context);
          return groupOf.get(id) ?? null;
        },
        debugName: 'loaded together',
        // What these modules import outside the groups stays where it is (`start`, or a file of
        // the bundler's); taking it along (the default) would move `start`'s modules in here and
        // make every page load these files.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
