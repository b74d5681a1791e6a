// Runs a test command several times in a row while busy processes keep every core loaded, to prove
// that the suites pass on a machine that is not idle (docs/testing.md). Usage:
//   node scripts/under-load.mjs [--times N] [--busy N] -- <command and arguments>
// e.g. `node scripts/under-load.mjs --times 3 -- npm run test:e2e`. Stops at the first failing run.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);
const option = (name, fallback) => {
  const at = options.indexOf(name);
  return at === -1 ? fallback : Number(options[at + 1]);
};
const times = option('--times', 3);
const busyCount = option('--busy', os.availableParallelism());
if (command.length === 0 || !(times >= 1) || !(busyCount >= 0)) {
  console.error('usage: node scripts/under-load.mjs [--times N] [--busy N] -- <command>');
  process.exit(2);
}

// Each busy loop ends by itself when this script is gone (its parent changes) or after four hours.
const BUSY_LOOP = `const parent = process.ppid, end = Date.now() + 4 * 3600e3;
for (;;) { for (let i = 0; i < 5e7; i++); if (process.ppid !== parent || Date.now() > end) process.exit(0); }`;
const busy = Array.from({ length: busyCount }, () => spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' }));
const stopBusy = () => {
  for (const child of busy) child.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`${busyCount} busy processes started; running \`${command.join(' ')}\` ${times} time(s)`);
const results = [];
for (let run = 1; run <= times; run++) {
  const started = Date.now();
  const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ run, status, seconds });
  console.log(`run ${run} of ${times}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${seconds} s`);
  if (status !== 0) break;
}
const failed = results.filter((result) => result.status !== 0).length;
console.log(`under load: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === times ? 0 : 1);
