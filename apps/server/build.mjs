// Builds the server for production: src/main.ts and @aula/shared (which ships TypeScript source)
// bundled into ES modules, dist/main.js and the chunks it imports on demand (e.g. the database
// driver not in use is never loaded); every other package stays in node_modules. The migrations
// go next to main.js, where the database client looks for them (./migrations).
// `--outdir DIR` builds elsewhere: the API tests start their server processes from a build of
// their own (docs/testing.md), which a browser test run's build beside them must not replace.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outDirFlag = process.argv.indexOf('--outdir');
const outDir = outDirFlag === -1 ? path.join(serverDir, 'dist') : path.resolve(process.argv[outDirFlag + 1]);
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@aula/shared')
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outdir: outDir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
