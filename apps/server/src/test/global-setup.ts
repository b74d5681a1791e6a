import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, migratePostgresTemplate } from './migrated-databases';
import { buildServerForTests } from './server-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as a tarball, for `loadDataDir`. */
    pgliteDump: string | undefined;
    /** The name of a migrated database to copy with `CREATE DATABASE … TEMPLATE`. */
    postgresTemplate: string | undefined;
    /** The compiled server's entry, for the tests that start it as a process. */
    serverEntry: string;
  }
}

/**
 * Migrates one database for the whole run of an API suite (see `migrated-databases.ts`) and
 * compiles the server once for the tests that start it as a process (see `server-build.ts`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [migrated, build] = await Promise.all([
    project.config.env.TEST_DB === 'postgres' && serverUrl ? migratePostgresTemplate(serverUrl) : dumpMigratedPglite(),
    buildServerForTests(),
  ]);
  if (migrated.pgliteDump) project.provide('pgliteDump', migrated.pgliteDump);
  if (migrated.postgresTemplate) project.provide('postgresTemplate', migrated.postgresTemplate);
  project.provide('serverEntry', build.entry);
  return async () => {
    build.remove();
    await migrated.remove();
  };
}
