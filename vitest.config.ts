import { defineConfig } from 'vitest/config';

/**
 * The API suite's files share a worker's loaded modules (`isolate: false`): importing the whole app
 * anew for every file cost about as much as the tests themselves. A file that mocks a module must
 * not share them: it is named `*.isolated.test.ts` and runs in a project of its own.
 */
const ISOLATED = 'src/**/*.isolated.test.ts';

const serverProjects = (name: string, env: Record<string, string>) =>
  [false, true].map((isolated) => ({
    test: {
      name: isolated ? `${name}-isolated` : name,
      root: './apps/server',
      include: [isolated ? ISOLATED : 'src/**/*.test.ts'],
      exclude: isolated ? [] : [ISOLATED],
      isolate: isolated,
      env,
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }));

/**
 * The web files share a worker's modules and its page too: importing React, Mantine and the app's
 * texts for every file took longer than the tests. The shared setup leaves the page as a fresh one
 * after every test (docs/testing.md). A file that mocks a module, or needs modules no test has
 * touched yet, is `*.isolated.test.tsx`. Both projects take the web app's Vite config.
 */
const WEB_ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

const webProjects = [false, true].map((isolated) => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name: isolated ? 'web-isolated' : 'web',
    root: './apps/web',
    // build/ holds the build's own code (how it cuts the app into files), tested beside the app's.
    include: isolated ? [WEB_ISOLATED] : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: isolated ? [] : [WEB_ISOLATED],
    isolate: isolated,
  },
}));

/** The API suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL names a server. */
export default defineConfig({
  test: {
    // Vitest's default leaves one of two cores idle; the suites wait on databases and processes too.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'lint-rules', root: './eslint-rules', include: ['**/*.test.{js,ts}'] } },
      ...serverProjects('server-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-postgres', { TEST_DB: 'postgres' }) : []),
      ...webProjects,
    ],
  },
});
