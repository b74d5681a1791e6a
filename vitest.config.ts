import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** The API suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL names a server. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'lint-rules', root: './eslint-rules', include: ['**/*.test.{js,ts}'] } },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB: 'postgres' })] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
