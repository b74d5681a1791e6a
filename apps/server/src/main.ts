import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({ config, database, now: () => new Date() });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    let step = 'closing the app';
    const force = setTimeout(() => {
      // What held the exit, for the operator (docs/rules/operations.md#stopping-an-instance).
      const webSockets = app.websocketServer.clients.size;
      app.log.warn({ step, webSockets, open: process.getActiveResourcesInfo() }, 'not stopped within 10 s: exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    step = 'closing the database';
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // A hall of attendees votes or reconnects at the same moment: room for them to wait to be
  // accepted rather than be reset (Node's default is 511; the kernel caps it at its own limit).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info({ database: database.kind, url: config.publicUrl }, 'Aula is ready');
}

void main();
