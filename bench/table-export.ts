// Table exports (docs/rules/analytics.md#exports): 100,000 rows of 12 columns streamed as CSV and as
// XLSX through a real HTTP request on loopback, timed from the request to the last byte, with the
// serving process's peak memory while it ran (goals: within 10 s, at most 200 MB). The server runs
// in a child process (table-export-server.ts) so that the client's memory is not counted, compiled
// as the server's build compiles it: through a TypeScript loader its idle memory was 125 MiB.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { BenchAnswer, BenchRequest } from './table-export-server';
import { childAnswers, root } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The server compiled beside the server's own build, so that its packages resolve as they do from there. */
async function compiledServer(): Promise<{ entry: string; remove(): void }> {
  const serverDir = path.join(root, 'apps/server');
  const outDir = path.join(serverDir, `dist-test-bench-${crypto.randomBytes(4).toString('hex')}`);
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  await build({
    entryPoints: [path.join(root, 'bench/table-export-server.ts')],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: Object.keys(dependencies).filter((name) => name !== '@aula/shared').flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return { entry: path.join(outDir, 'table-export-server.js'), remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

export async function benchTableExport() {
  const server = await compiledServer();
  const child = fork(server.entry, { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { next, ask } = childAnswers<BenchRequest, BenchAnswer>(child);
  const { url } = await next('listening');
  const idle = await ask({ type: 'peak' }, 'peak');

  const results: Record<string, unknown> = { rows: ROWS, columns: 12, idleServerRssMiB: mib(idle.rssBytes) };
  for (const format of ['csv', 'xlsx'] as const) {
    for (const lang of ['en', 'de'] as const) {
      const startedAt = performance.now();
      const res = await fetch(`${url}/export/${format}?rows=${ROWS}&lang=${lang}`);
      const firstByteMs = performance.now() - startedAt;
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
      const totalMs = performance.now() - startedAt;
      const memory = await ask({ type: 'peak' }, 'peak');
      results[`${format}_${lang}`] = {
        status: res.status,
        encoding: res.headers.get('content-encoding') ?? 'none',
        firstByteMs: Math.round(firstByteMs),
        totalMs: Math.round(totalMs),
        // fetch undoes the gzip, so this is the file as saved.
        fileMegabytes: mib(bytes),
        serverPeakRssMiB: mib(memory.rssBytes),
        serverRssGrowthMiB: mib(memory.rssBytes - idle.rssBytes),
        serverPeakHeapUsedMiB: mib(memory.heapUsedBytes),
        serverMaxRssSinceStartMiB: mib(memory.maxRssBytes),
      };
    }
  }
  await new Promise<void>((resolve) => child.once('exit', () => resolve()).disconnect());
  server.remove();
  return results;
}
