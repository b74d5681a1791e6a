// Types and lint, side by side: each of tsc's runs and eslint uses one core, so on a machine with
// several the checks take as long as the slowest of them rather than their sum (docs/testing.md).
// Every check runs to its end; the output of each is printed as a block when it is done, and the
// script fails when any check failed.
import { spawn } from 'node:child_process';
import os from 'node:os';

// The longest first, so that no core is left with a long check at the end.
const CHECKS = [
  ['types: apps/server', 'npx', ['tsc', '-p', 'apps/server']],
  ['types: apps/web', 'npx', ['tsc', '-p', 'apps/web']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['types: packages/shared', 'npx', ['tsc', '-p', 'packages/shared']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const slots = Math.max(1, os.availableParallelism());
const queue = [...CHECKS];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
