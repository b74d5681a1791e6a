import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server compiled as `npm start` runs it, for the tests that start it as a process (kill -9,
 * several instances): starting from source through a TypeScript loader compiled the whole server
 * again for every start, seconds of CPU each. The build sits beside `dist/` (so the packages and
 * the web build resolve as they do from there) in a folder of its own, which a browser test run's
 * build cannot replace while these tests run.
 */
export async function buildServerForTests(): Promise<{ entry: string; remove(): void }> {
  const outDir = path.join(serverDir, `dist-test-${crypto.randomBytes(4).toString('hex')}`);
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', outDir], { cwd: serverDir });
  return { entry: path.join(outDir, 'main.js'), remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}
