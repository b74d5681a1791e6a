import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { moduleReach } from './module-reach';

/** The namespaces the sign-in pages need before their first render (src/lib/i18n.ts, lib/screen-catalogues.ts). */
const START_NAMESPACES = new Set(['common', 'validation', 'errors', 'auth', 'password', 'session', 'shell']);
/** The namespaces that load with their own screens (features/analytics/screens.ts), each a file per language. */
const OWN_SCREEN_NAMESPACES = new Set(['analytics']);

type Group = Rolldown.CodeSplittingGroup;

/** The group of the console page's first script (src/early-requests.ts): it stays whole, small and free of the app's code. */
const EARLY_REQUESTS = 'early-requests';

/** The groups in the order the bundler must run them (each takes only what earlier ones left). */
export type AppChunking = { plugin: Plugin; groups: { texts: Group; loadedTogether: Group } };

/**
 * How the build cuts the web app into files (docs/decisions/0029-events-list-first-page-from-the-route.md).
 *
 * Left to itself, the bundler makes one file for every set of lazy screens that share a module:
 * opening /events fetched 106 scripts, most under 1 KiB, each one a request for the server and a
 * `<link rel=modulepreload>` for the page to add before the screen could run. These groups put
 * together what loads together:
 * - `early-requests`: what the console page's first script needs to send the call the opened
 *   screen waits for before the app's scripts run (docs/decisions/0131-early-figures-request.md):
 *   a few small modules, kept in their file even where the sign-in pages use them too, so that the
 *   first script never waits for the app's;
 * - `texts-<lang>`: the sign-in pages' catalogues of one language, loaded before the first render;
 * - `screen-texts-<lang>`: the signed-in screens' catalogues of one language (one file for ten);
 * - `events-prefetch`: what the /events route's loader needs to ask for the first page (the query
 *   cache, the list's call), small, so that the request goes out early;
 * - `signed-in`: what the signed-in shell needs beyond those;
 * - `events-list`: what the events list, where signing in lands, needs beyond all of them;
 * - `analytics-prefetch`: what an analytics route's loader needs to ask for its screen's figures
 *   (their calls and query keys), one file rather than ten, so that the request goes out early
 *   (docs/decisions/0113-analytics-first-chart-sooner.md), and what asks for the chart library,
 *   so that a charted screen's files and the chart library load side by side
 *   (docs/decisions/0131-early-figures-request.md);
 * - `analytics-screens`: the analytics feature's own modules of its seven screens, one file for
 *   all of them: an organiser who opens one moves between them, and one file where the dashboard asked
 *   for ten (46 scripts before in all, 37 after; the chart library stays a file of its own);
 * - `sign-in-shared` and `signed-out-shared`: what those three need that a page may also load
 *   while signed out (anything the sign-in entry loads), the first with what the login page needs
 *   anyway. So the sign-in pages never load signed-in code, and the login page loads nothing it
 *   does not use. What an entry imports statically and no group takes stays in the entries' files
 *   and the files the bundler makes for what both share.
 * Everything else (the other screens, the rich-text editor, the password dictionaries) is split
 * as the bundler decides.
 */
export function appChunking(webRoot: string): AppChunking {
  const source = (file: string) => fileURLToPath(new URL(`src/${file}`, webRoot));
  /** What a group takes of what its roots reach: everything the earlier groups left, or only the modules under `within`. */
  const loadedTogether: [name: string, roots: string[], within?: string][] = [
    [EARLY_REQUESTS, [source('early-requests.ts')]],
    ['events-prefetch', [source('lib/query-client.ts'), source('features/events/api/get-events.ts')]],
    ['signed-in', [source('app/signed-in-app.tsx')]],
    ['events-list', [source('features/events/components/events-screen.tsx')]],
    // Only the analytics feature's own modules: what it shares with other screens stays with them.
    ['analytics-prefetch', [source('features/analytics/prefetch.ts'), source('features/analytics/components/load-chart-views.ts')], source('features/analytics/')],
    [
      'analytics-screens',
      ['dashboard', 'general', 'sessions', 'session', 'livestream', 'rooms', 'accounts'].map((screen) => source(`features/analytics/components/${screen}-screen.tsx`)),
      source('features/analytics/'),
    ],
  ];
  // The sign-in pages' entry: its page (the bundler's entry module) and the script the page starts.
  const signInEntry = [fileURLToPath(new URL('sign-in.html', webRoot)), source('sign-in/main.tsx')];

  let groupOf: Map<string, string> | null = null;

  const assignGroups = (context: Rolldown.ChunkingContext) => {
    const reach = moduleReach(context);
    const signedOut = reach(signInEntry, { dynamic: true });
    const loginPage = reach([...signInEntry, source('features/auth/components/login-screen.tsx')]);
    const groups = new Map<string, string>();
    for (const [name, roots, within] of loadedTogether) {
      for (const id of reach(roots)) {
        if (groups.has(id) || (within && !id.startsWith(within))) continue;
        const shared = loginPage.has(id) ? 'sign-in-shared' : signedOut.has(id) ? 'signed-out-shared' : name;
        groups.set(id, name === EARLY_REQUESTS ? name : shared);
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
        groupOf = null;
      },
    },
    groups: {
      texts: {
        name: (id) => {
          const match = catalogue(id);
          if (!match) return null;
          const lang = match[1]!;
          const namespace = match[2]!;
          if (OWN_SCREEN_NAMESPACES.has(namespace)) return `${namespace}-texts-${lang}`;
          return `${START_NAMESPACES.has(namespace) ? 'texts' : 'screen-texts'}-${lang}`;
        },
        debugName: 'texts',
      },
      loadedTogether: {
        name: (id, context) => {
          groupOf ??= assignGroups(context);
          return groupOf.get(id) ?? null;
        },
        debugName: 'loaded together',
        // What these modules import outside the groups stays where it is (an entry's file, or a
        // file of the bundler's); taking it along (the default) would move the entries' modules in
        // here and make every page load these files.
        includeDependenciesRecursively: false,
      },
    },
  };
}
