// Time from `npm start` (web app and server already built) to the first answered request, on a
// fresh and on an existing PGlite data folder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, startApp, tempDataDir } from './support';

export async function benchStartup(): Promise<Record<string, number>> {
  // Builds the server now, so that npm start finds it current and the timings leave the build out.
  const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  const dataDir = tempDataDir('startup');
  const fresh = await startApp({}, dataDir);
  await fresh.stop();
  const existing = await startApp({}, dataDir);
  await existing.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { freshDataDirMs: Math.round(fresh.startupMs), existingDataDirMs: Math.round(existing.startupMs) };
}
