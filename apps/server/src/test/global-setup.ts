import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, migratePostgresTemplate } from './migrated-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as a tarball, for `loadDataDir`. */
    pgliteDump: string | undefined;
    /** The name of a migrated database to copy with `CREATE DATABASE … TEMPLATE`. */
    postgresTemplate: string | undefined;
  }
}

/** Migrates one database for the whole run of an API suite; see `migrated-databases.ts`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrated =
    project.config.env.TEST_DB === 'postgres' && serverUrl ? await migratePostgresTemplate(serverUrl) : await dumpMigratedPglite();
  if (migrated.pgliteDump) project.provide('pgliteDump', migrated.pgliteDump);
  if (migrated.postgresTemplate) project.provide('postgresTemplate', migrated.postgresTemplate);
  return () => migrated.remove();
}
