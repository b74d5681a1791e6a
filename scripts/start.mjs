// npm start: build the web app and the server when their builds are missing or older than their
// sources, then serve SPA and API from the server's compiled JavaScript (migrations run as the
// server opens the database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const serverDir = path.join(root, 'apps/server');
const sharedSources = path.join(root, 'packages/shared/src');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function newestOf(sources) {
  return Math.max(...sources.map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)));
}

function builtAt(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

function run(label, args, cwd) {
  console.log(label);
  const build = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const webSources = [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(webDir, 'sign-in.html'), path.join(webDir, 'venue.html'), path.join(webDir, 'public'), sharedSources];
if (builtAt(path.join(webDir, 'dist/index.html')) < newestOf(webSources)) {
  run('Building the web app…', [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], webDir);
}

const serverMain = path.join(serverDir, 'dist/main.js');
const serverSources = [path.join(serverDir, 'src'), path.join(serverDir, 'package.json'), path.join(serverDir, 'build.mjs'), sharedSources];
if (builtAt(serverMain) < newestOf(serverSources)) {
  run('Building the server…', [path.join(serverDir, 'build.mjs')], serverDir);
}

const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
