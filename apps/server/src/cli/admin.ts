import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createSessionCache } from '../modules/auth/session-cache';
import { createUsersService } from '../modules/users/service';

export type AdminCommandResult = { exitCode: number; message: string };

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

/** Grants (`grant`) or revokes (`revoke`) admin rights of the account with this e-mail address. */
export async function changeAdminRight(
  db: Database,
  config: Config,
  command: string | undefined,
  email: string | undefined,
): Promise<AdminCommandResult> {
  if ((command !== 'grant' && command !== 'revoke') || !email) return { exitCode: 2, message: USAGE };
  const now = () => new Date();
  // One change and out: nothing to keep. Running servers see it within SESSION_CACHE_SECONDS (docs/operations.md).
  const sessionCache = createSessionCache({ ttlMs: 0, maxEntries: 0, now, isDelivering: () => false });
  const users = createUsersService(db, { config, now, sessionCache, companyChanges: { announce: () => {} } });
  const user = await users.setAdmin(email, command === 'grant');
  if (!user) return { exitCode: 1, message: `No account with the e-mail address ${email.trim().toLowerCase()}.` };
  return {
    exitCode: 0,
    message: command === 'grant' ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`,
  };
}

/**
 * The admin command line: opens the database the server would use (PostgreSQL from DATABASE_URL,
 * otherwise PGlite under DATA_DIR, which must not be open in a running server) and changes a
 * user's admin right.
 */
export async function runAdminCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<AdminCommandResult> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) return { exitCode: 2, message: USAGE };
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return { exitCode: 1, message: (error as Error).message };
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    return await changeAdminRight(database.db, config, command, email);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runAdminCli(process.argv.slice(2));
  if (result.exitCode === 0) console.log(result.message);
  else console.error(result.message);
  process.exitCode = result.exitCode;
}
