// Starts the compiled server for the browser tests as `npm start` runs it. With TEST_DATABASE_URL
// (CI starts a PostgreSQL for the API tests) it runs on a database of its own there, as in
// production; without one, on PGlite in the test data folder, as on a fresh machine. The database
// is dropped when the server has stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createScratchDatabase } from '../../../server/src/test/scratch-database';

const root = path.resolve(import.meta.dirname, '../../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const database = serverUrl ? await createScratchDatabase(serverUrl) : null;

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(database ? { DATABASE_URL: database.url } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  void (database?.drop() ?? Promise.resolve()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
