// Time from `npm start` (web app already built) to the first answered request, on a fresh and on
// an existing PGlite data folder.
import fs from 'node:fs';
import { startApp, tempDataDir } from './support';

export async function benchStartup(): Promise<Record<string, number>> {
  const dataDir = tempDataDir('startup');
  const fresh = await startApp({}, dataDir);
  await fresh.stop();
  const existing = await startApp({}, dataDir);
  await existing.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { freshDataDirMs: Math.round(fresh.startupMs), existingDataDirMs: Math.round(existing.startupMs) };
}
